import type { Action } from "../../content/schemas/index.js";
import { attribute } from "../attributes.js";
import type { RuleContext } from "./context.js";
import type { Creature } from "../state.js";

/** An amount plus the user's `scale` attribute, if the action names one. */
export function scaled(
  amount: number,
  action: Action,
  scope: { readonly self: Creature },
  ctx: Pick<RuleContext, "registries" | "state">,
): number {
  return amount + (action.scale ? attribute(scope.self, action.scale, ctx.registries, ctx.state) : 0);
}
