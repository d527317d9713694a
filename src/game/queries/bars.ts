import type { Registries } from "../../content/registries.js";
import { attributesOf } from "../attributes.js";
import type { Creature, GameState } from "../state.js";

/**
 * A creature's bars as the status line shows them: health and stamina now, and their
 * maxima counted as the rules count them (`countedValue`: max health 25.3 is 25, the most
 * a heal or a rest reaches), so no screen shows a number the rules do not use.
 */
export interface Bars {
  readonly health: number;
  readonly maxHealth: number;
  readonly stamina: number;
  readonly maxStamina: number;
}

/** The hero's or a foe's bars now (see `Bars`), from one walk of what it carries. */
export function bars(creature: Creature, registries: Registries, state: GameState): Bars {
  const now = attributesOf(creature, registries, state);
  return {
    health: creature.health,
    maxHealth: now.counted("max_health"),
    stamina: creature.stamina,
    maxStamina: now.counted("max_stamina"),
  };
}
