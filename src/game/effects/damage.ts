import { dealDamage } from "../rules/damage.js";
import { scaled } from "../rules/scaled.js";
import type { Effect } from "./types.js";

/** Damage of a type, scaled by an attribute of the user and multiplied by a crit; mitigated by the target. */
export const damage: Effect<"damage"> = (action, who, scope, ctx) => {
  const crit = scope.crit ?? 1;
  dealDamage(ctx, scope.self, who, scaled(action.damage, action, scope, ctx) * crit, action.type ?? "physical", scope.cause, crit > 1);
};
