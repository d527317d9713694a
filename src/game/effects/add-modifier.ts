import { LIMITS } from "../../content/schemas/limits.js";
import { being, capitalise, turns } from "../rules/words.js";
import type { Effect } from "./types.js";

/** Puts a named modifier on; the same one again refreshes its duration (it never stacks). */
export const addModifier: Effect<"add_modifier"> = (action, who, _scope, ctx) => {
  const def = ctx.registries.modifiers.get(action.add_modifier);
  const remaining = action.duration ?? def.duration;
  const active = who.modifiers.find((m) => m.id === def.id);
  if (active) active.remaining = Math.max(active.remaining, remaining);
  else who.modifiers.push({ id: def.id, remaining, since: ctx.state.turn });
  // A refresh is shown by the turns left on the status line; only a new effect is news for the log.
  // The longest duration a modifier may have is how data says "for the rest of it" (a boss's phase).
  const lasting = remaining >= LIMITS.turns ? "for good" : `for ${turns(remaining)}`;
  if (!active && who.health > 0) ctx.log(`${capitalise(being(who, ctx.state))} ${def.name} ${lasting}.`);
};
