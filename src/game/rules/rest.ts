import type { Registries } from "../../content/registries.js";
import { attributesOf } from "../attributes.js";
import type { GameState } from "../state.js";
import { nearGuard } from "./guarded.js";

/**
 * Whether the hero may rest where it stands: anywhere but a guarded room's inside or
 * doorway, with its enemies looking on. The map's remembered enemies elsewhere do not
 * count, or one seen room would forbid resting on the whole floor.
 */
export function mayRestHere(state: GameState): boolean {
  return !nearGuard(state.floor, ...state.player.pos);
}

/** How far resting goes: the hero's maxima and the health it mends up to, counted whole as the status line shows them. */
export interface RestLimits {
  readonly maxHealth: number;
  readonly maxStamina: number;
  /** `rest_health_limit` of max health: past it the hero needs potions, prayers or a level. */
  readonly ceiling: number;
}

/** The hero's rest limits now (see `RestLimits`). */
export function restLimits(state: GameState, registries: Registries): RestLimits {
  const now = attributesOf(state.player, registries, state);
  const maxHealth = now.counted("max_health");
  return { maxHealth, maxStamina: now.counted("max_stamina"), ceiling: Math.floor(maxHealth * registries.balance.rest_health_limit) };
}

/** What one more rest would do: mend health (below the ceiling), restore stamina; and whether the hero is hurt at all. */
export interface RestStill {
  readonly mends: boolean;
  readonly tired: boolean;
  readonly hurt: boolean;
}

/** Whether resting still does anything for the hero (rest until healed stops when it does not). */
export function restStill(state: GameState, registries: Registries): RestStill {
  const hero = state.player;
  const b = registries.balance;
  // At 25 of 25.3 there is nothing left to mend: the limits are counted whole.
  const { maxHealth, maxStamina, ceiling } = restLimits(state, registries);
  const hurt = hero.health < maxHealth;
  return {
    hurt,
    mends: hurt && b.rest_health > 0 && hero.health < ceiling,
    tired: hero.stamina < maxStamina && Math.max(b.rest_stamina, b.stamina_regen) > 0,
  };
}
