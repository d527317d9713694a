import { attribute } from "../attributes.js";
import { abilityIdsOf } from "../carried.js";
import type { Creature } from "../state.js";
import { conditionsHold } from "./conditions.js";
import type { RuleContext } from "./context.js";

/** What a creature can choose from: the abilities every creature has, then those of everything it carries. */
export function abilitiesOf(creature: Creature, ctx: Pick<RuleContext, "registries" | "state">): string[] {
  return abilityIdsOf(creature, ctx.registries, ctx.state);
}

/** Why an ability cannot be used now, as data (the UI words it its own way). */
export type Blocked =
  | { readonly kind: "unknown" }
  | { readonly kind: "stamina"; readonly need: number; readonly have: number }
  | { readonly kind: "cooldown"; readonly turns: number }
  | { readonly kind: "condition" };

/** What stops `user` from using the ability now (stamina, cooldown, condition), or undefined if nothing does. */
export function whyBlocked(user: Creature, abilityId: string, target: Creature | undefined, ctx: RuleContext): Blocked | undefined {
  const ability = ctx.registries.abilities.tryGet(abilityId);
  if (!ability || !abilitiesOf(user, ctx).includes(abilityId)) return { kind: "unknown" };
  if (user.stamina < ability.cost) return { kind: "stamina", need: ability.cost, have: user.stamina };
  const wait = user.cooldowns[abilityId] ?? 0;
  if (wait > 0) return { kind: "cooldown", turns: wait };
  const scope = { state: ctx.state, registries: ctx.registries, rng: ctx.rng, self: user, other: target };
  if (!conditionsHold(ability.condition, scope)) return { kind: "condition" };
  return undefined;
}

/** The short phrase beside an ability's name: `needs 5 stamina (3 left)`, `ready in 2 turns`. */
export function blockedPhrase(b: Blocked): string {
  switch (b.kind) {
    case "unknown":
      return "not known";
    case "stamina":
      return `needs ${b.need} stamina (${b.have} left)`;
    case "cooldown":
      return `ready in ${b.turns} turn${b.turns === 1 ? "" : "s"}`;
    case "condition":
      return "cannot be used now";
  }
}

/** Why `user` cannot use the ability now, as a sentence for the log, or undefined if it can. */
export function blockedReason(user: Creature, abilityId: string, target: Creature | undefined, ctx: RuleContext): string | undefined {
  const b = whyBlocked(user, abilityId, target, ctx);
  if (!b) return undefined;
  if (b.kind === "unknown") return `${user.name} has no such ability`;
  const name = ctx.registries.abilities.get(abilityId).name;
  return b.kind === "cooldown" ? `${name} is ${blockedPhrase(b)}` : `${name} ${blockedPhrase(b)}`;
}

/**
 * Why an enemy does not do what it announced, as the log tells it: the intent binds, so the
 * turn is lost. "Captain Varro readies Execute, but the moment has passed." (its condition
 * stopped holding), "Giant rat is too spent for Bite (needs 5 stamina, has 3)."
 */
export function intentLost(user: Creature, abilityId: string, blocked: Blocked, ctx: Pick<RuleContext, "registries">): string {
  const name = ctx.registries.abilities.tryGet(abilityId)?.name ?? abilityId;
  switch (blocked.kind) {
    case "condition":
      return `${user.name} readies ${name}, but the moment has passed.`;
    case "stamina":
      return `${user.name} is too spent for ${name} (needs ${blocked.need} stamina, has ${blocked.have}).`;
    case "cooldown":
      return `${user.name} readies ${name}, but it is ${blockedPhrase(blocked)}.`;
    case "unknown":
      return `${user.name} no longer has ${name} to use.`;
  }
}

/** Chance that an attack lands: base plus (accuracy − evasion) per point, clamped. */
export function hitChance(attacker: Creature, target: Creature, ctx: Pick<RuleContext, "registries" | "state">): number {
  const b = ctx.registries.balance;
  const edge = attribute(attacker, "accuracy", ctx.registries, ctx.state) - attribute(target, "evasion", ctx.registries, ctx.state);
  return Math.min(b.hit_max, Math.max(b.hit_min, b.hit_base + edge * b.hit_per_point));
}

/** The attacker's chance of a critical hit and what a crit multiplies damage by. */
export function critOdds(attacker: Creature, ctx: Pick<RuleContext, "registries" | "state">): { chance: number; multiplier: number } {
  const b = ctx.registries.balance;
  return {
    chance: Math.min(1, Math.max(0, b.crit_chance_base + attribute(attacker, "crit_chance", ctx.registries, ctx.state))),
    multiplier: b.crit_multiplier_base + attribute(attacker, "crit_multiplier", ctx.registries, ctx.state),
  };
}

/** The other side of the fight, alive. */
export function opponentsOf(user: Creature, ctx: RuleContext): Creature[] {
  const foes = user === ctx.state.player ? ctx.state.enemies : [ctx.state.player];
  return foes.filter((c) => c.health > 0);
}
