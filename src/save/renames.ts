import { compareVersions, type Renamed } from "../content/id-history.js";
import type { Registries } from "../content/registries.js";
import { REGISTRY_NAMES } from "../content/schemas/index.js";
import type { GameState } from "../game/index.js";
import type { SaveHeader } from "./format.js";

/**
 * A save made with an older version of a mod holds the ids that version had: each id the
 * mod renamed since (after the version the save names) is changed to its new one, wherever
 * in the state it stands — a value, a key (a slot's, a quest's, a kind's) or a part of a
 * junk kind (`core:x+core:y`). One line per mod says so. Runs before the ids nobody
 * defines are dropped, so a renamed item is kept, not lost.
 *
 * Ids are full `mod:name` strings, so an exact match is that id; an old id that is also
 * a loaded id (in another registry) or that two registries renamed apart is left alone.
 */
export function renameSaveIds(state: GameState, header: SaveHeader, registries: Registries): string[] {
  const history = registries.history;
  if (!history || history.renamed.size === 0) return [];
  const saved = new Map(header.mods.map((m) => [m.id, m.version]));
  const live = new Set(REGISTRY_NAMES.flatMap((n) => registries[n].ids()));
  const map = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const registry of REGISTRY_NAMES) {
    for (const old of history.renamed.get(registry)?.keys() ?? []) {
      const r = history.rename(registry, old)!;
      if (live.has(old) || !applies(r, saved.get(r.mod))) continue;
      if (map.has(old) && map.get(old) !== r.to) ambiguous.add(old);
      map.set(old, r.to);
    }
  }
  for (const old of ambiguous) map.delete(old);
  if (map.size === 0) return [];

  const used = new Map<string, Set<string>>();
  const rename = (s: string): string => {
    const to = map.get(s);
    if (to !== undefined) {
      const mod = s.slice(0, s.indexOf(":"));
      used.set(mod, (used.get(mod) ?? new Set()).add(s));
      return to;
    }
    // A junk kind: an item's id and its affixes' ids, joined by "+".
    return s.includes("+") && s.includes(":")
      ? s
          .split("+")
          .map((p) => (map.has(p) ? rename(p) : p))
          .join("+")
      : s;
  };
  walk(state, rename);
  return [...used].map(([mod, olds]) => {
    const sample = [...olds]
      .sort()
      .slice(0, 4)
      .map((o) => `${o} → ${map.get(o)}`);
    const more = olds.size > sample.length ? `, and ${olds.size - sample.length} more` : "";
    return `the save was made with ${mod} ${saved.get(mod)}: ${olds.size} id${olds.size === 1 ? "" : "s"} it renamed since read as the new ones (${sample.join(", ")}${more})`;
  });
}

/**
 * Mods the save names at a newer version than the one loaded: what that version added is
 * unknown here and dropped like a missing mod's ids (the lines say why).
 */
export function newerModLines(header: SaveHeader, loaded: readonly { readonly id: string; readonly version: string }[]): string[] {
  const now = new Map(loaded.map((m) => [m.id, m.version]));
  return header.mods.flatMap((m) => {
    const here = now.get(m.id);
    const order = here === undefined ? undefined : compareVersions(m.version, here);
    return order !== undefined && order > 0
      ? [`the save was made with ${m.id} ${m.version}, newer than the loaded ${m.id} ${here}: what it does not know is dropped`]
      : [];
  });
}

/** A rename applies to a save that names the mod at a version before the rename (or at one that cannot be read). */
function applies(r: Renamed, savedVersion: string | undefined): boolean {
  if (savedVersion === undefined) return false;
  const order = compareVersions(savedVersion, r.version);
  return order === undefined || order < 0;
}

/** Every string value and key in the tree, replaced in place by `rename`. */
function walk(node: unknown, rename: (s: string) => string, depth = 0): void {
  if (depth > 64 || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const v = node[i];
      if (typeof v === "string") node[i] = rename(v);
      else walk(v, rename, depth + 1);
    }
    return;
  }
  const obj = node as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const v = obj[key];
    const value = typeof v === "string" ? rename(v) : v;
    if (typeof v !== "string") walk(v, rename, depth + 1);
    const newKey = key.includes(":") ? rename(key) : key;
    if (newKey !== key) {
      delete obj[key];
      obj[newKey] = value;
    } else if (value !== v) obj[key] = value;
  }
}
