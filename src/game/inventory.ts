import type { Registries } from "../content/registries.js";
import type { ItemInstance } from "./state.js";

function sameAffixes(a: ItemInstance, b: ItemInstance): boolean {
  return a.affixes.length === b.affixes.length && a.affixes.every((x, i) => x.id === b.affixes[i]?.id && x.tier === b.affixes[i]?.tier);
}

/**
 * Puts items into a pack. Instances stack when the item is stackable and def and
 * affixes match; an unstackable item becomes `count` separate instances.
 */
export function addItem(pack: ItemInstance[], item: ItemInstance, registries: Registries): void {
  if (registries.items.tryGet(item.def)?.stackable) {
    const stack = pack.find((p) => p.def === item.def && sameAffixes(p, item));
    if (stack) stack.count += item.count;
    else pack.push({ ...item, affixes: [...item.affixes] });
    return;
  }
  for (let i = 0; i < item.count; i++) pack.push({ def: item.def, affixes: [...item.affixes], count: 1 });
}

/** Takes up to `count` of a definition out of a pack; returns how many were taken. */
export function takeItem(pack: ItemInstance[], def: string, count: number): number {
  let left = count;
  for (let i = pack.length - 1; i >= 0 && left > 0; i--) {
    const p = pack[i]!;
    if (p.def !== def) continue;
    const n = Math.min(p.count, left);
    p.count -= n;
    left -= n;
    if (p.count === 0) pack.splice(i, 1);
  }
  return count - left;
}
