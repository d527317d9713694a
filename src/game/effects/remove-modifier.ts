import { noLonger } from "../rules/words.js";
import type { Effect } from "./types.js";

/** Takes a named modifier off, if it is on. */
export const removeModifier: Effect<"remove_modifier"> = (action, who, _scope, ctx) => {
  const had = who.modifiers.some((m) => m.id === action.remove_modifier);
  who.modifiers = who.modifiers.filter((m) => m.id !== action.remove_modifier);
  if (had) ctx.log(noLonger(who, action.remove_modifier, ctx));
};
