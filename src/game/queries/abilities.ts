import type { Registries } from "../../content/registries.js";
import type { AbilityDef } from "../../content/schemas/index.js";
import { scaled } from "../effects/scaled.js";
import { abilitiesOf, critOdds, hitChance, whyBlocked, type Blocked } from "../rules/abilities.js";
import { mitigated } from "../rules/damage.js";
import type { Creature, GameState } from "../state.js";
import { lookContext } from "./look.js";

/** One ability a creature can choose, and why it cannot right now (if it cannot). */
export interface AbilityChoice {
  readonly id: string;
  readonly def: AbilityDef;
  readonly blocked?: Blocked;
}

/** The abilities `who` offers in the game's order (common ones first), each with its blocked reason. */
export function abilityChoices(state: GameState, registries: Registries, who: Creature, target?: Creature): AbilityChoice[] {
  const ctx = lookContext(state, registries);
  return abilitiesOf(who, ctx).map((id) => {
    const def = registries.abilities.get(id);
    const blocked = whyBlocked(who, id, def.target === "enemy" ? target : undefined, ctx);
    return blocked ? { id, def, blocked } : { id, def };
  });
}

/** What an ability is likely to do to a target: the chance it lands, and the damage it deals on average (misses and crits counted). */
export interface Odds {
  readonly hit: number;
  readonly expectedDamage: number;
}

/**
 * The odds of `user`'s ability against `target`, computed by the rules that resolve it:
 * the same hit chance, crit odds, scaling and mitigation (a self ability always "lands").
 */
export function abilityOdds(state: GameState, registries: Registries, user: Creature, abilityId: string, target: Creature): Odds {
  const ctx = lookContext(state, registries);
  const ability = registries.abilities.get(abilityId);
  const aimed = ability.target !== "self";
  const hit = aimed ? hitChance(user, target, ctx) : 1;
  const crit = aimed ? critOdds(user, ctx) : { chance: 0, multiplier: 1 };
  let perHit = 0;
  for (const action of ability.actions) {
    if (action.damage === undefined) continue;
    const onTarget = (action.to ?? (aimed ? "target" : "self")) === "target";
    if (!onTarget) continue;
    const raw = scaled(action.damage, action, { self: user }, ctx);
    const type = action.type ?? "physical";
    perHit += (1 - crit.chance) * mitigated(ctx, target, raw, type) + crit.chance * mitigated(ctx, target, raw * crit.multiplier, type);
  }
  return { hit, expectedDamage: hit * perHit };
}
