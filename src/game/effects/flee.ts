import { flee as tryToFlee } from "../rules/combat.js";
import type { Effect } from "./types.js";

/** The user tries to get away; a hero who does ends the fight and the turn. */
export const flee: Effect<"flee"> = (_action, _who, scope, ctx) => (tryToFlee(ctx, scope.self) ? "stop" : undefined);
