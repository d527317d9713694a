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
  if (!active && who.health > 0) ctx.log(`${capitalise(being(who, ctx.state))} ${def.name} for ${turns(remaining)}.`);
};
