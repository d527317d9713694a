import type { Registries } from "../../content/registries.js";
import type { Action } from "../../content/schemas/index.js";
import { countedAttribute } from "../attributes.js";
import { itemName } from "../items.js";
import type { Creature, GameState, ItemInstance } from "../state.js";
import { theName } from "../wording.js";
import { capitalise } from "./words.js";

/**
 * Whom using an item reaches besides the hero, or why it cannot be used now: an item
 * without actions cannot be used; one aimed at a target needs a living enemy of the fight.
 */
export function aimItem(
  state: GameState,
  registries: Registries,
  instance: ItemInstance,
  target: number | undefined,
): { other?: Creature } | { problem: string } {
  const def = registries.items.tryGet(instance.def);
  const name = itemName(registries, { ...instance, count: 1 });
  if (!def || def.actions.length === 0)
    return { problem: `${capitalise(theName(name))} cannot be used${def?.slot !== undefined ? ": wear it with equip" : ""}.` };
  // A potion at full health or an antidote with nothing to cure would only be wasted.
  if (def.actions.every((a) => wouldDoNothing(a, state.player, state, registries)))
    return { problem: `${capitalise(theName(name))} would do nothing now.` };
  if (!def.actions.some((a) => a.to === "target")) return {};
  if (!state.combat) return { problem: `${capitalise(theName(name))} needs someone to aim at: use it in a fight.` };
  const other = state.enemies[target ?? 0];
  return other && other.health > 0 ? { other } : { problem: "Choose a living enemy to aim at." };
}

/** An action on the hero that cannot change anything now: a heal at full health, taking off a modifier it does not have. */
function wouldDoNothing(action: Action, hero: Creature, state: GameState, registries: Registries): boolean {
  if (action.to === "target") return false;
  if (action.heal !== undefined) return hero.health >= countedAttribute(hero, "max_health", registries, state);
  if (action.remove_modifier !== undefined) return !hero.modifiers.some((m) => m.id === action.remove_modifier);
  return false;
}
