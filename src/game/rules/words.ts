import type { Creature, GameState } from "../state.js";
import type { RuleContext } from "./context.js";
import { possessiveOf } from "../wording.js";

/** What a health change is logged under: an ability someone used, or the name of what carries a trigger. */
export type Cause = { readonly user: Creature; readonly ability: string } | { readonly name: string };

/** The log speaks to the player: the hero is "you", everyone else their name. */
export function nameOf(c: Creature, state: GameState): string {
  return c === state.player ? "you" : c.name;
}

/** "your" / "Giant rat's" / "Grisklaw's" (see `possessiveOf`). */
export function possessive(c: Creature, state: GameState): string {
  return c === state.player ? "your" : possessiveOf(c.name);
}

/** "you lose" / "Giant rat loses". */
export function verb(c: Creature, state: GameState, base: string): string {
  return `${nameOf(c, state)} ${c === state.player ? base : `${base}s`}`;
}

/** "you are" / "Giant rat is". */
export function being(c: Creature, state: GameState): string {
  return `${nameOf(c, state)} ${c === state.player ? "are" : "is"}`;
}

/**
 * What a line about `target` is labelled with, naming its cause: an ability by itself when
 * its user is the target ("Shield wall"), else with its user ("Giant rat's Screech",
 * "Your Feint"); a trigger's carrier by name ("Green slime").
 */
export function causeLabel(cause: Cause, target: Creature, state: GameState): string {
  if (!("ability" in cause)) return cause.name;
  return cause.user === target ? cause.ability : `${capitalise(possessive(cause.user, state))} ${cause.ability}`;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function turns(n: number): string {
  return `${n} turn${n === 1 ? "" : "s"}`;
}

/** Health as the log shows it: never below zero. */
export function shown(health: number): number {
  return Math.max(0, health);
}

/** A sentence under a label ("Poisoned: you lose 2."), or on its own, capitalised. */
export function labelled(label: string | undefined, rest: string): string {
  return label ? `${label}: ${rest}` : capitalise(rest);
}

/** "You are no longer Poisoned." — when a named modifier is taken off or runs out. */
export function noLonger(who: Creature, modifier: string, ctx: Pick<RuleContext, "registries" | "state">): string {
  const name = ctx.registries.modifiers.tryGet(modifier)?.name ?? modifier;
  return `${capitalise(being(who, ctx.state))} no longer ${name}.`;
}
