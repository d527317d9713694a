import type { Registries } from "../content/registries.js";
import { REGISTRY_NAMES, type RegistryName } from "../content/schemas/index.js";
import type { Place, Provenance } from "./provenance.js";
import { forEachRef, REF_TREES } from "./ref-tree.js";
import { showPath } from "./validate.js";

/** A field that names an entry: which entry holds it (or `[balance]`), the field, and where it was written. */
export interface Reference {
  /** The referring entry's registry, or "balance". */
  readonly registry: RegistryName | "balance";
  /** The referring entry's id ("balance" for a balance field). */
  readonly id: string;
  /** `entries[2].item` */
  readonly field: string;
  readonly place?: Place;
}

/**
 * Every field of every loaded entry (and of `[balance]`) that refers to `id` in `target`,
 * in registry order. Walks only the fields the schemas mark as references.
 */
export function referencesTo(registries: Registries, provenance: Provenance, target: RegistryName, id: string): Reference[] {
  const found: Reference[] = [];
  const all = REF_TREES;
  for (const registry of REGISTRY_NAMES) {
    const tree = all[registry];
    if (!tree) continue;
    for (const entry of registries[registry].all()) {
      forEachRef(entry, tree, (path, ref, to) => {
        if (to !== target || ref !== id) return;
        found.push({ registry, id: entry.id, field: showPath(path), place: provenance.locate(registry, entry.id, [...path]) });
      });
    }
  }
  const balanceTree = all.balance;
  if (balanceTree) {
    forEachRef(registries.balance, balanceTree, (path, ref, to) => {
      if (to === target && ref === id)
        found.push({ registry: "balance", id: "balance", field: showPath(path), place: provenance.balancePlace([...path]) });
    });
  }
  return found;
}
