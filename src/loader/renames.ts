import { IdHistory, removedLine, renamedLine, type Removed, type Renamed } from "../content/id-history.js";
import { VERSION } from "../content/schemas/entry.js";
import { LIMITS } from "../content/schemas/limits.js";
import { QUALIFIED_ID } from "../content/schemas/refs.js";
import { REGISTRY_NAMES, REGISTRY_NOUN, type RegistryName } from "../content/schemas/index.js";
import { allowedHint } from "./closed-sets.js";
import { locate } from "./provenance.js";
import type { PendingEntry, ReadState } from "./read.js";
import { mapRefs, REF_TREES, targetsOf } from "./ref-tree.js";
import type { EntryOrigin, SourceFile } from "./source-file.js";
import type { WarningSink } from "./warnings.js";

/**
 * Renamed and removed ids (issue 23): an entry's `renamed_from` lists the ids it had
 * before; a mod's `[removed]` table the ids it dropped, with what to use instead. An old
 * id anywhere a mod writes one is read as the new one with a notice; a removed one is a
 * warning naming its replacement. A mod speaks only for its own ids (the prefix is its own).
 */

interface Written {
  readonly file: string;
  readonly line: number;
}

/** What phase 2 gathers, by registry and old full id, with where each record was written. */
export interface HistoryDraft {
  readonly renamed: Map<RegistryName, Map<string, Renamed & { readonly at: Written }>>;
  readonly removed: Map<RegistryName, Map<string, Removed & { readonly at: Written }>>;
  /** Old ids read as new ones, one notice each per referring mod folder: `folder registry old` → first place and count. */
  readonly uses: Map<string, { readonly at: Written; readonly subject: string; readonly old: string; readonly to: Renamed; count: number }>;
}

export function emptyHistory(): HistoryDraft {
  return { renamed: new Map(), removed: new Map(), uses: new Map() };
}

type Warn = (line: number, message: string) => void;

/** Takes `renamed_from` off a defining entry's value into the draft (a later claim on the same old id is refused). */
export function recordRenames(
  draft: HistoryDraft,
  registry: RegistryName,
  value: Record<string, unknown> & { id: string },
  origin: EntryOrigin,
  warn: Warn,
): void {
  const list = value["renamed_from"] as { id: string; version: string }[] | undefined;
  delete value["renamed_from"];
  if (!list) return;
  const map = draft.renamed.get(registry) ?? new Map();
  draft.renamed.set(registry, map);
  list.forEach((r, i) => {
    const old = `${origin.mod}:${r.id}`;
    const line = origin.lineOf(["renamed_from", i]);
    const earlier = map.get(old);
    if (old === value.id) return warn(line, `renamed_from: "${r.id}" is this entry's own id; ignored`);
    if (earlier)
      return warn(line, `renamed_from: ${old} is already renamed to ${earlier.to} at ${earlier.at.file}:${earlier.at.line}; ignored`);
    map.set(old, { to: value.id, version: r.version, mod: origin.mod, at: { file: origin.file, line } });
  });
}

const REMOVED_FIELDS = ["id", "version", "replaced_by"];

/**
 * A mod's `[removed]` table: per registry, a list of `{ id, version, replaced_by }` (a local
 * id, the version that removed it, full ids to use instead). Each bad record is one warning
 * and lost alone.
 */
export function readRemoved(value: unknown, source: SourceFile, draft: HistoryDraft, sink: WarningSink): void {
  const warn = (path: (string | number)[], message: string, lost: "field" | "table" = "field") =>
    sink.add({ file: source.display, line: source.lineOf(["removed", ...path]), subject: "removed", message, lost });
  if (!isTable(value)) return warn([], "must be a table: write [removed] above its lists; skipped", "table");
  for (const [table, list] of Object.entries(value)) {
    if (!(REGISTRY_NAMES as readonly string[]).includes(table)) {
      warn([table], `${table}: not a registry${allowedHint(table, REGISTRY_NAMES)}; skipped`);
      continue;
    }
    if (!Array.isArray(list)) {
      warn([table], `${table}: must be a list of { id, version, replaced_by }; skipped`);
      continue;
    }
    if (list.length > LIMITS.removed) {
      warn([table], `${table}: ${list.length} records, more than ${LIMITS.removed}; skipped`);
      continue;
    }
    const registry = table as RegistryName;
    const map = draft.removed.get(registry) ?? new Map();
    draft.removed.set(registry, map);
    list.forEach((r: unknown, i) => {
      const problem = removedProblem(r);
      if (problem) return warn([table, i], `${table}[${i}]: ${problem}; ignored`);
      const rec = r as { id: string; version: string; replaced_by?: string[] };
      const old = `${source.mod}:${rec.id}`;
      map.set(old, {
        version: rec.version,
        mod: source.mod,
        replacedBy: rec.replaced_by ?? [],
        at: { file: source.display, line: source.lineOf(["removed", table, i]) },
      });
    });
  }
}

function removedProblem(r: unknown): string | undefined {
  if (!isTable(r)) return "must be a table { id, version, replaced_by }";
  const unknown = Object.keys(r).find((k) => !REMOVED_FIELDS.includes(k));
  if (unknown) return `unknown key "${unknown}"${allowedHint(unknown, REMOVED_FIELDS)}`;
  if (typeof r["id"] !== "string" || !/^[a-z0-9_]+$/.test(r["id"])) return 'id: the old local id, like "old_sword"';
  if (typeof r["version"] !== "string" || !VERSION.test(r["version"])) return 'version: the version that removed it, like "0.2.0"';
  const by = r["replaced_by"];
  if (by !== undefined && (!Array.isArray(by) || by.length > 16 || !by.every((b) => typeof b === "string" && QUALIFIED_ID.test(b)))) {
    return 'replaced_by: a list of full ids, like ["core:gold"]';
  }
  return undefined;
}

/**
 * `extends` / `overrides` naming an id that is not loaded: the id it was renamed to (noted
 * for the notice), or the removal's message for the warning.
 */
export function followTarget(
  state: ReadState,
  registry: RegistryName,
  id: string,
  origin: EntryOrigin,
  field: string,
): { id: string } | { removed: string } | undefined {
  const to = renameOf(state.history, registry, id);
  if (to && state.entries[registry].has(to.to)) {
    noteUse(state.history, origin.file, origin.lineOf([field]), folderOf(origin.file), registry, id, to, to.to);
    return { id: to.to };
  }
  const gone = state.history.removed.get(registry)?.get(id);
  return gone ? { removed: removedLine(id, gone) } : undefined;
}

/** `remove` keys of an extension that name a renamed id (in any registry), read as the new id. */
export function renameRemoveKeys(state: ReadState, keys: string[] | undefined, origin: EntryOrigin, subject: string): void {
  if (!keys) return;
  keys.forEach((key, i) => {
    for (const registry of REGISTRY_NAMES) {
      const to = renameOf(state.history, registry, key);
      if (!to || state.entries[registry].has(key)) continue;
      keys[i] = to.to;
      noteUse(state.history, origin.file, origin.lineOf(["remove", i]), folderOf(origin.file), registry, key, to, subject);
      return;
    }
  });
}

/**
 * Phase 3's first step: a record that claims a live id is refused (the entry stays what it
 * is), then every reference in every entry and in `[balance]` that names a renamed id is
 * changed to the new one, and one notice per referring mod and old id says so.
 */
export function applyRenames(state: ReadState, sink: WarningSink): void {
  const draft = state.history;
  for (const [registry, map] of draft.renamed) {
    for (const [old, r] of map) {
      const live = state.entries[registry].get(old);
      if (!live) continue;
      sink.add({
        file: r.at.file,
        line: r.at.line,
        subject: r.to,
        message: `renamed_from: ${old} is still a loaded ${REGISTRY_NOUN[registry]} (${live.origin.file}:${live.origin.line}); the rename is ignored`,
        lost: "field",
      });
      map.delete(old);
    }
  }
  for (const [registry, map] of draft.removed) {
    for (const [old, r] of map) {
      const live = state.entries[registry].get(old);
      if (!live) continue;
      sink.add({
        file: r.at.file,
        line: r.at.line,
        subject: "removed",
        message: `${old} is listed as removed but is still loaded (${live.origin.file}:${live.origin.line}); the removal is ignored`,
        lost: "field",
      });
      map.delete(old);
    }
  }
  if (draft.renamed.size) {
    // The cheap test first: most references name no old id at all.
    const map = (id: string, target: RegistryName) =>
      draft.renamed.get(target)?.has(id) !== true || state.entries[target].has(id) ? undefined : renameOf(draft, target, id)?.to;
    const renamedIn = (target: RegistryName) => (draft.renamed.get(target)?.size ?? 0) > 0;
    for (const registry of REGISTRY_NAMES) {
      const tree = REF_TREES[registry];
      // A registry that cannot refer to a renamed id has nothing to change: its entries are not walked.
      if (!tree || ![...targetsOf(tree)].some(renamedIn)) continue;
      for (const [id, entry] of state.entries[registry]) {
        mapRefs(entry.value, tree, map, (path, old, target) => notePlace(draft, entry, [...path], old, target, id));
      }
    }
    const balanceTree = REF_TREES.balance;
    if (balanceTree) {
      mapRefs(state.balance, balanceTree, map, (path, old, target) => {
        const source = state.balanceFrom.get(String(path[0]));
        const file = source?.display ?? "balance";
        noteUse(
          draft,
          file,
          source ? source.lineOf(["balance", ...path]) : 1,
          folderOf(file),
          target,
          old,
          renameOf(draft, target, old)!,
          "balance",
        );
      });
    }
  }
  for (const use of draft.uses.values()) {
    const more = use.count > 1 ? ` (and ${use.count - 1} more place${use.count === 2 ? "" : "s"} in this mod)` : "";
    sink.notice({
      kind: "renamed",
      file: use.at.file,
      line: use.at.line,
      subject: use.subject,
      message: `${renamedLine(use.old, use.to)}; read as ${use.to.to}${more}`,
    });
  }
  draft.uses.clear();
}

/** A removed id a reference still names: the warning's message, when it is one. */
export function removedReference(state: ReadState, registry: RegistryName, id: string): string | undefined {
  const gone = state.history.removed.get(registry)?.get(id);
  return gone && removedLine(id, gone);
}

/** The frozen history the game, the saves and typed ids read. */
export function freezeHistory(draft: HistoryDraft): IdHistory {
  const strip = <T extends { at: Written }>(m: Map<RegistryName, Map<string, T>>) =>
    new Map([...m].filter(([, v]) => v.size).map(([k, v]) => [k, new Map([...v].map(([id, { at: _, ...rest }]) => [id, rest]))])) as Map<
      RegistryName,
      Map<string, Omit<T, "at">>
    >;
  return new IdHistory(strip(draft.renamed), strip(draft.removed) as unknown as Map<RegistryName, Map<string, Removed>>);
}

function renameOf(draft: HistoryDraft, registry: RegistryName, id: string): Renamed | undefined {
  const map = draft.renamed.get(registry);
  let hit = map?.get(id);
  // A chain (a → b, then b → c) ends at the id in force; the bound stops a loop.
  for (let i = 0; hit && i < 16; i++) {
    const next = map!.get(hit.to);
    if (!next) break;
    hit = next;
  }
  return hit;
}

function notePlace(
  draft: HistoryDraft,
  entry: PendingEntry,
  path: (string | number)[],
  old: string,
  target: RegistryName,
  subject: string,
): void {
  const place = locate(entry, path);
  noteUse(draft, place.file, place.line, folderOf(place.file), target, old, renameOf(draft, target, old)!, subject);
}

function noteUse(
  draft: HistoryDraft,
  file: string,
  line: number,
  folder: string,
  registry: RegistryName,
  old: string,
  to: Renamed,
  subject: string,
): void {
  const key = `${folder} ${registry} ${old}`;
  const use = draft.uses.get(key);
  if (use) use.count++;
  else draft.uses.set(key, { at: { file, line }, subject, old, to, count: 1 });
}

/** The mod folder a shown path starts with: notices are one per referring mod. */
function folderOf(file: string): string {
  return file.split("/")[0]!;
}

function isTable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
}
