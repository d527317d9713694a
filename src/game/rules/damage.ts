import type { DamageType } from "../../content/catalog.js";
import { attribute, countedAttribute } from "../attributes.js";
import type { Creature } from "../state.js";
import type { RuleContext } from "./context.js";
import { being, capitalise, causeLabel, type Cause, labelled, nameOf, possessive, shown, verb } from "./words.js";

/** Resistance to a damage type, clamped to the balance's bounds (0.8: never immunity; −1: double damage). */
function resistance(ctx: Pick<RuleContext, "registries" | "state">, target: Creature, type: DamageType): number {
  const b = ctx.registries.balance;
  const raw = attribute(target, `resistance.${type}`, ctx.registries, ctx.state);
  return Math.min(b.resistance_max, Math.max(b.resistance_min, raw));
}

/** Damage after mitigation: `raw × (1 − resistance)`, rounded, at least the balance's minimum. */
export function mitigated(ctx: Pick<RuleContext, "registries" | "state">, target: Creature, raw: number, type: DamageType): number {
  return Math.max(ctx.registries.balance.min_damage, Math.round(raw * (1 - resistance(ctx, target, type))));
}

/** How a blow is logged: "Cave spider's Bite hits you for 3 (12 → 9)." or "Poisoned: you lose 2 (12 → 10)." */
function damageLine(ctx: RuleContext, cause: Cause | undefined, target: Creature, amount: number, before: number, crit: boolean): string {
  const { state } = ctx;
  const change = `${amount} (${shown(before)} → ${shown(target.health)})`;
  const line =
    cause && "ability" in cause
      ? `${capitalise(possessive(cause.user, state))} ${cause.ability} hits ${nameOf(target, state)} for ${change}${crit ? ", a critical hit" : ""}.`
      : labelled(cause?.name, `${verb(target, state, "lose")} ${change}.`);
  // The death belongs on the line of the blow that caused it.
  return target.health > 0 ? line : `${line} ${capitalise(target === state.player ? "you die" : `${target.name} dies`)}.`;
}

/**
 * Deals damage: health drops now and the change is logged with its cause; `damage_taken`
 * (and `creature_died` on the killing blow) are queued for their triggers. The dead stay
 * until the turn removes them.
 */
export function dealDamage(
  ctx: RuleContext,
  source: Creature,
  target: Creature,
  raw: number,
  type: DamageType,
  cause?: Cause,
  crit = false,
): number {
  if (target.health <= 0) return 0;
  const amount = mitigated(ctx, target, raw, type);
  const before = target.health;
  target.health -= amount;
  ctx.log(damageLine(ctx, cause, target, amount, before, crit));
  ctx.emit({ type: "damage_taken", source: source.id, target: target.id, data: { damage_type: type, amount } });
  if (target.health <= 0) {
    // What dealt the blow, for the game-over screen: the poison that ticked, the ability that hit.
    const by: Record<string, string> = cause ? ("ability" in cause ? { blow: cause.ability } : { cause: cause.name }) : {};
    ctx.emit({ type: "creature_died", source: source.id, target: target.id, data: { creature: target.def ?? "hero", ...by } });
  }
  return amount;
}

/**
 * Logs a change of health that followed max health (a level, points, gear put on or taken
 * off) — every change of health is on the log, or the next line's numbers would not
 * follow on: "Your health rises with your max health (18 → 20)." Nothing when it did not change.
 */
export function followedMax(ctx: Pick<RuleContext, "state" | "log">, creature: Creature, before: number): void {
  const after = creature.health;
  if (after === before) return;
  const change = `${after > before ? "rises" : "falls"} with ${possessive(creature, ctx.state)} max health (${shown(before)} → ${shown(after)})`;
  ctx.log(`${capitalise(possessive(creature, ctx.state))} health ${change}.`);
}

/** Heals up to the creature's max health and logs it: "Mend wounds heals you for 4 (10 → 14)." */
export function healCreature(ctx: RuleContext, target: Creature, amount: number, cause?: Cause): number {
  if (target.health <= 0) return 0;
  const { state } = ctx;
  const max = countedAttribute(target, "max_health", ctx.registries, state);
  const before = target.health;
  target.health = Math.max(before, Math.min(max, before + Math.round(amount)));
  const gained = target.health - before;
  const by = cause ? causeLabel(cause, target, state) : undefined;
  const change = `${gained} (${before} → ${target.health})`;
  if (gained === 0) ctx.log(labelled(by, `${being(target, state)} already at full health.`));
  else if (cause && "ability" in cause) ctx.log(`${by} heals ${nameOf(target, state)} for ${change}.`);
  else ctx.log(labelled(by, `${verb(target, state, "regain")} ${change}.`));
  return gained;
}
