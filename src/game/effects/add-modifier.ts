import { being, causeLabel, labelled, turns } from "../rules/words.js";
import type { Effect } from "./types.js";

/**
 * Puts a named modifier on; the same one again refreshes its duration (it never stacks).
 * A permanent one (or one made so) keeps no count: it lasts until removed.
 */
export const addModifier: Effect<"add_modifier"> = (action, who, scope, ctx) => {
  const def = ctx.registries.modifiers.get(action.add_modifier);
  // The action's own duration times this use, even of a permanent modifier.
  const remaining = action.duration ?? def.duration;
  const active = who.modifiers.find((m) => m.id === def.id);
  if (active) {
    if (remaining === undefined) delete active.remaining;
    else if (active.remaining !== undefined) active.remaining = Math.max(active.remaining, remaining);
  } else who.modifiers.push({ id: def.id, ...(remaining === undefined ? {} : { remaining }), since: ctx.state.turn });
  // A refresh is shown by the turns left on the status line; only a new effect is news for
  // the log, under what put it on (a blow, a trap, the slime that was struck).
  const lasting = remaining === undefined ? "for good" : `for ${turns(remaining)}`;
  // A creature's own trigger on itself (a boss's phase) names it once, not twice.
  const by = scope.cause ? causeLabel(scope.cause, who, ctx.state) : undefined;
  const label = by === who.name ? undefined : by;
  if (!active && who.health > 0) ctx.log(labelled(label, `${being(who, ctx.state)} ${def.name} ${lasting}.`));
};
