import type { Registries } from "../content/registries.js";
import type { Creature, GameState, ItemInstance } from "./state.js";
import { pushAll } from "../lib/arrays.js";

/** An item not yet in the game: what a loot draw or a give_item makes before it gets a uid. */
export type NewItem = Omit<ItemInstance, "uid">;

/**
 * What makes items alike, as a key: the definition and the affixes, tier for tier and in
 * their order (the order writes the name: "Sharp keen dagger" is not "Keen sharp dagger").
 * Alike items stack in a pack or a stock when stackable, and the shop shows them as one line.
 */
export function alikeKey(item: Pick<NewItem, "def" | "affixes">): string {
  return [item.def, ...item.affixes.map((a) => `${a.id}:${a.tier}`)].join("|");
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
    const stack = pack.find((p) => stacksWith(p, item));
    if (stack) stack.count += item.count;
    else pack.push({ uid: newUid(state), def: item.def, affixes: [...item.affixes], count: item.count });
    return [stack ?? pack.at(-1)!];
  }
  const made: ItemInstance[] = [];
  for (let i = 0; i < item.count; i++) made.push({ uid: newUid(state), def: item.def, affixes: [...item.affixes], count: 1 });
  pushAll(pack, made);
  return made;
}

/** Whether two instances would stack: they are alike (`alikeKey`). */
export function stacksWith(a: NewItem, b: NewItem): boolean {
  return a.def === b.def && alikeKey(a) === alikeKey(b);
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

/**
 * How a command names an item: a uid, or an item definition id meaning the first instance
 * of it the hero has (the pack in order, then what is worn, slot by slot).
 */
export type ItemRef = number | string;

/** Where an item is: in the pack, or worn in a slot. */
export interface FoundItem {
  readonly instance: ItemInstance;
  /** The slot it is worn in; undefined for the pack. */
  readonly slot?: string;
}

/** The item a reference names, in the creature's pack or worn; undefined when it has none. */
export function findItem(creature: Creature, ref: ItemRef): FoundItem | undefined {
  const matches = (i: ItemInstance) => (typeof ref === "number" ? i.uid === ref : i.def === ref);
  const inPack = creature.inventory.find(matches);
  if (inPack) return { instance: inPack };
  for (const slot in creature.equipment) if (matches(creature.equipment[slot]!)) return { instance: creature.equipment[slot]!, slot };
  return undefined;
}

/**
 * Puts an instance that already exists (a dropped or taken-off item) into a pack or pile:
 * it joins a stack it stacks with (and its uid is gone), else it goes in as it is.
 * Returns the instance that holds it now.
 */
export function putInstance(pack: ItemInstance[], instance: ItemInstance, registries: Registries): ItemInstance {
  const stack = registries.items.tryGet(instance.def)?.stackable ? pack.find((p) => stacksWith(p, instance)) : undefined;
  if (!stack) {
    pack.push(instance);
    return instance;
  }
  stack.count += instance.count;
  return stack;
}

/**
 * Takes `count` of an instance out of a list (a pack, a pile): the whole instance when that
 * is all of it, else a new instance (new uid) split off while the rest keeps its uid.
 */
export function splitOff(state: GameState, list: ItemInstance[], instance: ItemInstance, count: number): ItemInstance {
  if (count >= instance.count) {
    list.splice(list.indexOf(instance), 1);
    return instance;
  }
  instance.count -= count;
  return { uid: newUid(state), def: instance.def, affixes: [...instance.affixes], count };
}

/** Whether an item would join a stack already in the pack (so it takes no new place). */
export function joinsStack(pack: readonly ItemInstance[], item: NewItem, registries: Registries): boolean {
  return registries.items.tryGet(item.def)?.stackable === true && pack.some((p) => stacksWith(p, item));
}
