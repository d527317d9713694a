import type { Creature } from "../state.js";
import { noteSighting } from "../memory.js";
import { critOdds, hitChance, opponentsOf } from "../rules/abilities.js";
import type { RuleContext } from "../rules/context.js";
import { capitalise, nameOf, possessive } from "../rules/words.js";
import { runActions } from "./run-actions.js";

/**
 * Uses an ability (the caller has checked `blockedReason`): pays its stamina, starts its
 * cooldown, rolls to hit each enemy it aims at, and runs its actions. Returns false when
 * a flee ended the fight, so the turn stops there.
 */
export function useAbility(user: Creature, abilityId: string, target: Creature | undefined, ctx: RuleContext): boolean {
  const ability = ctx.registries.abilities.get(abilityId);
  user.stamina -= ability.cost;
  // +1: cooldowns tick at the end of this very turn.
  if (ability.cooldown > 0) user.cooldowns[abilityId] = ability.cooldown + 1;
  ctx.emit({ type: "ability_used", source: user.id, target: target?.id ?? user.id, data: { ability: abilityId } });
  noteSighting(ctx.state, user, abilityId);
  const cause = { user, ability: ability.name };
  if (ability.target === "self") return runActions(ability.actions, { self: user, other: target, defaultTo: "self", cause }, ctx);
  const targets = ability.target === "all_enemies" ? opponentsOf(user, ctx) : target && target.health > 0 ? [target] : [];
  for (const foe of targets) {
    if (!ctx.rng.chance(hitChance(user, foe, ctx))) {
      ctx.log(`${capitalise(possessive(user, ctx.state))} ${ability.name} misses ${nameOf(foe, ctx.state)}.`);
      continue;
    }
    ctx.emit({ type: "attack_hit", source: user.id, target: foe.id, data: { ability: abilityId } });
    const crit = critFactor(user, ctx);
    if (!runActions(ability.actions, { self: user, other: foe, defaultTo: "target", crit, cause }, ctx)) return false;
  }
  return true;
}

/** Rolls a crit: the damage factor for this hit (1 when it is no crit). */
function critFactor(attacker: Creature, ctx: RuleContext): number {
  const odds = critOdds(attacker, ctx);
  return ctx.rng.chance(odds.chance) ? odds.multiplier : 1;
}
