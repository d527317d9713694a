import type { Registries } from "../content/registries.js";
import type { GameState, ItemInstance } from "./state.js";

/** An item not yet in the game: what a loot draw or a give_item makes before it gets a uid. */
export type NewItem = Omit<ItemInstance, "uid">;

function sameAffixes(a: NewItem, b: NewItem): boolean {
  return a.affixes.length === b.affixes.length && a.affixes.every((x, i) => x.id === b.affixes[i]?.id && x.tier === b.affixes[i]?.tier);
}

/** A fresh uid from the game's counter. */
export function newUid(state: GameState): number {
  return state.next_uid++;
}

/**
 * Puts items into a pack. Instances stack when the item is stackable and def and affixes
 * match (120 gold is one stack, not 120 entries); an unstackable item becomes `count`
 * separate instances, each with its own uid. Returns the instances that received items.
 */
export function addItem(state: GameState, pack: ItemInstance[], item: NewItem, registries: Registries): ItemInstance[] {
  if (registries.items.tryGet(item.def)?.stackable) {
    const stack = pack.find((p) => p.def === item.def && sameAffixes(p, item));
    if (stack) stack.count += item.count;
    else pack.push({ uid: newUid(state), def: item.def, affixes: [...item.affixes], count: item.count });
    return [stack ?? pack.at(-1)!];
  }
  const made: ItemInstance[] = [];
  for (let i = 0; i < item.count; i++) made.push({ uid: newUid(state), def: item.def, affixes: [...item.affixes], count: 1 });
  pack.push(...made);
  return made;
}

/** Whether two instances would stack: the same definition and the same affixes. */
export function stacksWith(a: NewItem, b: NewItem): boolean {
  return a.def === b.def && sameAffixes(a, b);
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
