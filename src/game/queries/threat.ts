import type { Registries } from "../../content/registries.js";
import type { ScriptHost } from "../../content/script-port.js";
import type { Creature, GameState } from "../state.js";
import { fleeChance } from "../rules/combat.js";
import { abilityOdds } from "./abilities.js";
import { lookContext } from "../rules/look.js";

/** What one enemy's announced move will do to the hero: on average and at most. */
export interface Threat {
  /** The enemy's index in the fight (as `use_ability` aims). */
  readonly index: number;
  readonly ability: string;
  readonly expected: number;
  readonly worst: number;
}

/**
 * A "what if" for `announcedThreats`: named modifiers supposed on the hero or on the enemy
 * with that index, as if an ability had just put them there (they count as just put on).
 */
export interface Supposed {
  readonly hero?: readonly string[];
  readonly enemy?: { readonly index: number; readonly modifiers: readonly string[] };
}

/**
 * The damage each enemy's binding announcement will deal the hero this turn (a harmless
 * one answers 0; an enemy that announced nothing is left out), by the rules that will resolve
 * it (`abilityOdds`). With `suppose`, the same on a copy where the hero or one enemy carries
 * the named modifiers too: what a guard, a blinding or a stun would spare. A scripted blow is
 * estimated on the game's `scripts`.
 */
export function announcedThreats(state: GameState, registries: Registries, suppose: Supposed = {}, scripts?: ScriptHost): Threat[] {
  let view = state;
  if (suppose.hero?.length || suppose.enemy) {
    const wear = (c: Creature, ids: readonly string[]): Creature => ({
      ...c,
      modifiers: [
        ...c.modifiers,
        ...ids.filter((id) => !c.modifiers.some((m) => m.id === id)).map((id) => ({ id, remaining: 1, since: state.turn })),
      ],
    });
    const enemies = state.enemies.map((e, i) => (suppose.enemy?.index === i ? wear(e, suppose.enemy.modifiers) : e));
    view = { ...state, player: wear(state.player, suppose.hero ?? []), enemies };
  }
  const threats: Threat[] = [];
  view.enemies.forEach((enemy, index) => {
    if (enemy.health <= 0 || !enemy.intent || enemy.intent.target !== state.player.id) return;
    if (!registries.abilities.has(enemy.intent.ability)) return;
    const odds = abilityOdds(view, registries, enemy, enemy.intent.ability, view.player, scripts);
    threats.push({ index, ability: enemy.intent.ability, expected: odds.expectedDamage, worst: odds.worstDamage });
  });
  return threats;
}

/** The chance the hero gets away by fleeing now (the rule `flee` rolls against). */
export function heroFleeChance(state: GameState, registries: Registries): number {
  return fleeChance(state.player, lookContext(state, registries));
}
