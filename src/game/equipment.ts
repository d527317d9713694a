import type { Registries } from "../content/registries.js";
import { attributesOf } from "./attributes.js";
import { putInstance, splitOff } from "./inventory.js";
import { packCapacity, packFull, packUsed } from "./pack.js";
import type { Creature, GameState, ItemInstance } from "./state.js";

/**
 * Health and stamina never above their maximums. Equipment never heals: putting on +10
 * max health raises the maximum and leaves health where it was; taking it off lowers
 * the maximum, and health with it if it was higher.
 */
export function clampVitals(creature: Creature, registries: Registries, state: GameState): void {
  const now = attributesOf(creature, registries, state);
  creature.health = Math.min(creature.health, now.counted("max_health"));
  creature.stamina = Math.min(creature.stamina, now.counted("max_stamina"));
}

/**
 * Puts the hero's pack item `uid` on in its slot (one of a stack; the rest stays in the
 * pack). What was worn there goes back into the pack. Returns what was taken off, if anything.
 * The caller has checked the item is in the pack and has a slot.
 */
export function putOn(state: GameState, registries: Registries, uid: number): ItemInstance | undefined {
  const hero = state.player;
  const instance = hero.inventory.find((i) => i.uid === uid)!;
  const slot = registries.items.get(instance.def).slot!;
  const worn = splitOff(state, hero.inventory, instance, 1);
  const old = hero.equipment[slot];
  hero.equipment[slot] = worn;
  if (old) putInstance(hero.inventory, old, registries);
  clampVitals(hero, registries, state);
  return old;
}

/** Takes off what the hero wears in `slot` and puts it into the pack. The caller has checked the slot is worn. */
export function takeOff(state: GameState, registries: Registries, slot: string): ItemInstance {
  const hero = state.player;
  const old = hero.equipment[slot]!;
  delete hero.equipment[slot];
  putInstance(hero.inventory, old, registries);
  clampVitals(hero, registries, state);
  return old;
}

/**
 * The game as it would be after `change`, for looking ahead: a copy of the hero in an
 * otherwise shared state. The change runs the very code a command runs, so what the
 * copy's attributes say is what the command would do.
 */
export function lookAhead(state: GameState, change: (copy: GameState) => void): GameState {
  const copy: GameState = { ...state, player: structuredClone(state.player) };
  change(copy);
  return copy;
}

/**
 * Why a change to what the hero wears cannot be made for want of room: it would leave the
 * pack fuller than before and over its capacity (a swap that frees a place for the place
 * it takes is always fine). Undefined when it fits.
 */
export function packProblem(state: GameState, registries: Registries, after: GameState): string | undefined {
  const used = packUsed(after.player);
  const capacity = packCapacity(after.player, registries, after);
  if (used <= capacity || used <= packUsed(state.player)) return undefined;
  return `${packFull(state.player, registries, state)}: drop something first.`;
}
