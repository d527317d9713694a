import type { Action } from "../../content/schemas/index.js";
import { attribute } from "../attributes.js";
import type { RuleContext } from "./context.js";
import type { ActionScope } from "../effects/types.js";

/** An amount plus the user's `scale` attribute, if the action names one. */
export function scaled(amount: number, action: Action, scope: Pick<ActionScope, "self">, ctx: Pick<RuleContext, "registries" | "state">): number {
  return amount + (action.scale ? attribute(scope.self, action.scale, ctx.registries, ctx.state) : 0);
}
