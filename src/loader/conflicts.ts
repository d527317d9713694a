import { loadsAfter } from "./dependency.js";
import type { ModFolder } from "./manifest.js";
import { REGISTRY_NAMES } from "../content/schemas/index.js";
import type { PendingEntry, ReadState } from "./read.js";
import type { EntryOrigin } from "./source-file.js";
import type { WarningSink } from "./warnings.js";

/**
 * Each mod's dependencies, transitively. A dependency that is missing or disabled is
 * simply absent (that is a hard error of its own, reported before anything is read).
 */
export function dependencyClosure(found: ReadonlyMap<string, ModFolder>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const visit = (id: string, seen: Set<string>) => {
    for (const dep of loadsAfterOfId(found, id)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep, seen);
    }
  };
  for (const id of found.keys()) {
    const seen = new Set<string>();
    visit(id, seen);
    out.set(id, seen);
  }
  return out;
}

/**
 * Overrides conflict when two mods replace the same entry and neither depends on the other:
 * which one wins then hangs on the load order alone, and neither author chose it. Judged
 * once every mod is read, against the override in force: an earlier override its mod
 * depends on was chosen, one it has no link to was not. One warning per entry, at the
 * winning override's line, naming every mod it beat that way (N mods overriding one entry
 * are one line, not N²/2).
 */
export function reportConflicts(state: ReadState, sink: WarningSink): void {
  for (const registry of REGISTRY_NAMES) {
    for (const [id, top] of state.entries[registry]) {
      let winner: PendingEntry | undefined = top;
      while (winner && winner.layer !== "override") winner = winner.replaced;
      const beaten = winner?.replaced ? beatenOverrides(winner.origin.mod, winner.replaced, state.depends) : [];
      if (!winner || beaten.length === 0) continue;
      sink.add({
        file: winner.origin.file,
        line: winner.origin.lineOf(["overrides"]),
        subject: id,
        message: conflictMessage(id, winner.origin.mod, beaten),
      });
    }
  }
}

/** From `from` down, the overrides by mods other than `mod` with no dependency either way (one per mod, in load order). */
function beatenOverrides(mod: string, from: PendingEntry, depends: ReadonlyMap<string, ReadonlySet<string>>): EntryOrigin[] {
  const seen = new Set<string>([mod]);
  const out: EntryOrigin[] = [];
  for (let layer: PendingEntry | undefined = from; layer; layer = layer.replaced) {
    const other = layer.origin.mod;
    if (layer.layer !== "override" || seen.has(other)) continue;
    seen.add(other);
    if (depends.get(mod)?.has(other) || depends.get(other)?.has(mod)) continue;
    out.push(layer.origin);
  }
  return out.reverse();
}

function conflictMessage(id: string, mod: string, beaten: readonly EntryOrigin[]): string {
  const settle = "(make one mod depend on the other to settle it)";
  if (beaten.length === 1) {
    const o = beaten[0]!;
    return `conflict: mod ${o.mod} also overrides ${id} (${o.file}:${o.line}) and neither mod depends on the other; ${mod}'s override wins because it loads later ${settle}`;
  }
  const list = beaten.map((o) => `${o.mod} (${o.file}:${o.line})`).join(", ");
  return (
    `conflict: ${beaten.length} other mods also override ${id} and no dependency links ${mod} to any of them: ${list}; ` +
    `${mod}'s override wins because it loads last (make ${mod} depend on the mods it should win over to settle it)`
  );
}

function loadsAfterOfId(found: ReadonlyMap<string, ModFolder>, id: string): string[] {
  const mod = found.get(id);
  return mod ? loadsAfter(mod.manifest) : [];
}
