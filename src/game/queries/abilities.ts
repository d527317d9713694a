import type { Registries } from "../../content/registries.js";
import type { ScriptHost } from "../../content/script-port.js";
import type { AbilityDef } from "../../content/schemas/index.js";
import { scaled } from "../rules/scaled.js";
import { abilitiesOf, critOdds, hitChance, whyBlocked, type Blocked } from "../rules/abilities.js";
import { mitigated } from "../rules/damage.js";
import type { Creature, GameState } from "../state.js";
import { estimateByRunning } from "./estimate.js";
import { lookContext } from "../rules/look.js";

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

/**
 * What an ability (or an item) is likely to do: the chance it lands, the damage it deals
 * the target on average (misses and crits counted), the most one use can deal (a landed
 * crit), and the health its user gets back (before max health caps it).
 */
export interface Odds {
  readonly hit: number;
  readonly expectedDamage: number;
  readonly worstDamage: number;
  readonly heal: number;
}

/**
 * The odds of `user`'s ability against `target`, computed by the rules that resolve it:
 * the same hit chance, crit odds, scaling and mitigation (a self ability always "lands").
 * Actions that run a script are estimated by running them (`estimateByRunning`) on the game's `scripts`.
 */
export function abilityOdds(
  state: GameState,
  registries: Registries,
  user: Creature,
  abilityId: string,
  target: Creature,
  scripts?: ScriptHost,
): Odds {
  const ctx = lookContext(state, registries, scripts);
  const ability = registries.abilities.get(abilityId);
  const aimed = ability.target !== "self";
  const hit = aimed ? hitChance(user, target, ctx) : 1;
  const crit = aimed ? critOdds(user, ctx) : { chance: 0, multiplier: 1 };
  return actionOdds(ability.actions, ctx, user, target, aimed ? "target" : "self", hit, crit);
}

/**
 * The odds of using the hero's item `uid` on `target` (an enemy of the fight, or the hero):
 * an item never misses nor crits (as `use_item` resolves it). Undefined for an item the
 * hero does not have or that does nothing when used.
 */
export function itemOdds(
  state: GameState,
  registries: Registries,
  uid: number,
  target: Creature = state.player,
  scripts?: ScriptHost,
): Odds | undefined {
  const hero = state.player;
  const instance = hero.inventory.find((i) => i.uid === uid) ?? Object.values(hero.equipment).find((i) => i.uid === uid);
  const def = instance && registries.items.tryGet(instance.def);
  if (!def || def.actions.length === 0) return undefined;
  return actionOdds(def.actions, lookContext(state, registries, scripts), hero, target, "self", 1, { chance: 0, multiplier: 1 });
}

function actionOdds(
  actions: AbilityDef["actions"],
  ctx: ReturnType<typeof lookContext>,
  user: Creature,
  target: Creature,
  defaultTo: "self" | "target",
  hit: number,
  crit: { chance: number; multiplier: number },
): Odds {
  // A script's numbers are known only by running it: such a list is run on copies instead.
  if (actions.some((a) => a.run_script !== undefined)) {
    const run = estimateByRunning(actions, ctx.state, ctx.registries, user, target, defaultTo, crit, ctx.scripts);
    if (run) return { hit, expectedDamage: hit * run.perHit, worstDamage: hit > 0 ? run.worst : 0, heal: hit * run.heal };
  }
  let perHit = 0;
  let worst = 0;
  let heal = 0;
  for (const action of actions) {
    const to = action.to ?? defaultTo;
    if (action.heal !== undefined && to === "self") heal += scaled(action.heal, action, { self: user }, ctx);
    if (action.damage === undefined || to !== "target") continue;
    const raw = scaled(action.damage, action, { self: user }, ctx);
    const type = action.type ?? "physical";
    const critical = mitigated(ctx, target, raw * crit.multiplier, type);
    perHit += (1 - crit.chance) * mitigated(ctx, target, raw, type) + crit.chance * critical;
    worst += crit.chance > 0 ? critical : mitigated(ctx, target, raw, type);
  }
  return { hit, expectedDamage: hit * perHit, worstDamage: hit > 0 ? worst : 0, heal: hit * heal };
}
