import { loadsAfter } from "./dependency.js";
import type { ModFolder } from "./manifest.js";
import type { PendingEntry } from "./read.js";
import type { EntryOrigin } from "./source-file.js";

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
 * which one wins then hangs on the load order alone, and neither author chose it. One
 * warning per earlier override by such a mod, naming both files.
 */
export function findConflicts(target: PendingEntry, origin: EntryOrigin, depends: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const messages: string[] = [];
  const seen = new Set<string>();
  for (let layer: PendingEntry | undefined = target; layer; layer = layer.replaced) {
    const other = layer.origin.mod;
    if (layer.layer !== "override" || other === origin.mod || seen.has(other)) continue;
    seen.add(other);
    if (depends.get(origin.mod)?.has(other) || depends.get(other)?.has(origin.mod)) continue;
    messages.push(
      `conflict: mod ${other} also overrides ${layer.value.id} (${layer.origin.file}:${layer.origin.line}) and neither mod depends on the other; ` +
        `${origin.mod}'s override wins because it loads later (make one mod depend on the other to settle it)`,
    );
  }
  return messages;
}

function loadsAfterOfId(found: ReadonlyMap<string, ModFolder>, id: string): string[] {
  const mod = found.get(id);
  return mod ? loadsAfter(mod.manifest) : [];
}
