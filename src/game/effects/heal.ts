import { healCreature } from "../rules/damage.js";
import { scaled } from "../rules/scaled.js";
import type { Effect } from "./types.js";

/** Health back, scaled like damage, never above max health. */
export const heal: Effect<"heal"> = (action, who, scope, ctx) => {
  healCreature(ctx, who, scaled(action.heal, action, scope, ctx), scope.cause);
};
