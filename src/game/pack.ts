import type { Registries } from "../content/registries.js";
import { countedAttribute } from "./attributes.js";
import { addItem, joinsStack, newUid, putInstance, stacksWith, type NewItem } from "./inventory.js";
import type { Creature, GameState, ItemInstance } from "./state.js";

/**
 * The pack rule (Brogue's): the hero's pack holds at most `carry_capacity` entries, a
 * stack being one entry (120 gold takes one place) and worn items none. Other creatures
 * carry what they are given. A pack that ended up over its capacity (a worn item that
 * raised it came off, a curse lowered it) keeps what it holds but takes nothing new.
 */
export function packCapacity(creature: Creature, registries: Registries, state: GameState): number {
  if (creature !== state.player) return Infinity;
  return countedAttribute(creature, "carry_capacity", registries, state);
}

/** Places taken in the pack: one per entry (a stack is one). */
export function packUsed(creature: Creature): number {
  return creature.inventory.length;
}

/** "Your pack is full (20/20)" — the start of why a pickup (or a swap that needs a place) is refused. */
export function packFull(creature: Creature, registries: Registries, state: GameState): string {
  return `Your pack is full (${packUsed(creature)}/${packCapacity(creature, registries, state)})`;
}

/** What `stow` did: what went into the pack (as it was put in), and what did not fit. */
export interface Stowed {
  readonly taken: NewItem[];
  readonly left: ItemInstance[];
}

function isInstance(item: NewItem | ItemInstance): item is ItemInstance {
  return "uid" in item;
}

/**
 * Puts items into a creature's pack as far as its capacity allows: an item that joins a
 * stack always fits, any other needs a free place. What does not fit comes back as
 * instances (given uids) for the caller to lay on the floor. An item that existed keeps its uid.
 */
export function stow(state: GameState, registries: Registries, creature: Creature, items: readonly (NewItem | ItemInstance)[]): Stowed {
  const capacity = packCapacity(creature, registries, state);
  const taken: NewItem[] = [];
  const left: ItemInstance[] = [];
  for (const item of items) {
    // An unstackable item of count n is n instances, each needing its own place.
    const stackable = registries.items.tryGet(item.def)?.stackable === true;
    const units =
      stackable || item.count === 1
        ? [item]
        : Array.from({ length: item.count }, () => ({ def: item.def, affixes: item.affixes, count: 1 }));
    for (const unit of units) {
      const fits = joinsStack(creature.inventory, unit, registries) || packUsed(creature) < capacity;
      if (!fits) left.push(isInstance(unit) ? unit : { uid: newUid(state), def: unit.def, affixes: [...unit.affixes], count: unit.count });
      else if (isInstance(unit)) putInstance(creature.inventory, unit, registries);
      else addItem(state, creature.inventory, unit, registries);
      if (!fits) continue;
      // Reported as they now lie in the pack: two draws of one potion are "Potion ×2".
      const same = stackable ? taken.find((t) => stacksWith(t, unit)) : undefined;
      if (same) same.count += unit.count;
      else taken.push({ def: unit.def, affixes: [...unit.affixes], count: unit.count });
    }
  }
  return { taken, left };
}
