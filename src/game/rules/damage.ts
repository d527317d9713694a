import type { DamageType } from "../../content/catalog.js";
import { attribute } from "../attributes.js";
import type { Creature } from "../state.js";
import type { RuleContext } from "./context.js";

/** Resistance to a damage type, clamped to the balance's bounds (0.8: never immunity; −1: double damage). */
export function resistance(ctx: RuleContext, target: Creature, type: DamageType): number {
  const b = ctx.registries.balance;
  const raw = attribute(target, `resistance.${type}`, ctx.registries, ctx.state);
  return Math.min(b.resistance_max, Math.max(b.resistance_min, raw));
}

/** Damage after mitigation: `raw × (1 − resistance)`, rounded, at least the balance's minimum. */
export function mitigated(ctx: RuleContext, target: Creature, raw: number, type: DamageType): number {
  return Math.max(ctx.registries.balance.min_damage, Math.round(raw * (1 - resistance(ctx, target, type))));
}

/**
 * Deals damage: health drops now; `damage_taken` (and `creature_died` on the killing
 * blow) are queued for their triggers. The dead stay until the turn removes them.
 */
export function dealDamage(ctx: RuleContext, source: Creature, target: Creature, raw: number, type: DamageType): number {
  if (target.health <= 0) return 0;
  const amount = mitigated(ctx, target, raw, type);
  target.health -= amount;
  ctx.emit({ type: "damage_taken", source: source.id, target: target.id, data: { damage_type: type, amount } });
  if (target.health <= 0) {
    ctx.emit({ type: "creature_died", source: source.id, target: target.id, data: { creature: target.def ?? "hero" } });
  }
  return amount;
}
