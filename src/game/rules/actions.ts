import type { Action } from "../../content/schemas/index.js";
import { attribute } from "../attributes.js";
import { addItem, takeItem } from "../inventory.js";
import type { Creature } from "../state.js";
import { flee } from "./combat.js";
import type { RuleContext } from "./context.js";
import { dealDamage, healCreature } from "./damage.js";
import { capitalise, type Cause, being, turns } from "./words.js";

export type { Action };

/** Who an action runs for: `self` (the user or carrier) and the other party, if any. */
export interface ActionScope {
  readonly self: Creature;
  readonly other?: Creature;
  /** Who `to` means when an action does not say: the ability's target, or self in a trigger. */
  readonly defaultTo: "self" | "target";
  /** A crit's damage factor for this use (1 when it did not crit). */
  readonly crit?: number;
  /** What the actions' health changes are logged under. */
  readonly cause?: Cause;
}

/**
 * The most actions one turn runs. The event cap bounds the events, but one event may reach
 * many triggers of many actions each; this keeps the worst turn a mod can build (inside the
 * schema's limits) well under a second.
 */
export const MAX_ACTIONS_PER_TURN = 10_000;

/** Runs actions in order; each changes state once. Returns false if a flee ended the fight (stop the turn). */
export function runActions(actions: readonly Action[], scope: ActionScope, ctx: RuleContext): boolean {
  for (const action of actions) {
    if (ctx.work) {
      const before = ctx.work.actions;
      // Giving 1,000 unstackable items is 1,000 instances: it costs what it makes.
      ctx.work.actions += action.give_item !== undefined ? (action.count ?? 1) : 1;
      if (ctx.work.actions > MAX_ACTIONS_PER_TURN) {
        if (before <= MAX_ACTIONS_PER_TURN) ctx.log(`(the rest of this turn's effects were dropped: the limit is ${MAX_ACTIONS_PER_TURN} actions a turn)`);
        return true;
      }
    }
    const to = action.to ?? scope.defaultTo;
    const who = to === "target" ? scope.other : scope.self;
    if (!who) continue;
    const scaled = (n: number) => n + (action.scale ? attribute(scope.self, action.scale, ctx.registries, ctx.state) : 0);
    if (action.damage !== undefined) {
      const crit = scope.crit ?? 1;
      dealDamage(ctx, scope.self, who, scaled(action.damage) * crit, action.type ?? "physical", scope.cause, crit > 1);
    } else if (action.heal !== undefined) {
      healCreature(ctx, who, scaled(action.heal), scope.cause);
    } else if (action.add_modifier !== undefined) {
      const def = ctx.registries.modifiers.get(action.add_modifier);
      const remaining = action.duration ?? def.duration;
      const active = who.modifiers.find((m) => m.id === def.id);
      // The same modifier twice refreshes its duration; it does not stack.
      if (active) active.remaining = Math.max(active.remaining, remaining);
      else who.modifiers.push({ id: def.id, remaining, since: ctx.state.turn });
      // A refresh is shown by the turns left on the status line; only a new effect is news for the log.
      if (!active && who.health > 0) ctx.log(`${capitalise(being(who, ctx.state))} ${def.name} for ${turns(remaining)}.`);
    } else if (action.remove_modifier !== undefined) {
      const had = who.modifiers.some((m) => m.id === action.remove_modifier);
      who.modifiers = who.modifiers.filter((m) => m.id !== action.remove_modifier);
      if (had) ctx.log(noLonger(who, action.remove_modifier, ctx));
    } else if (action.give_item !== undefined) {
      addItem(who.inventory, { def: action.give_item, affixes: [], count: action.count ?? 1 }, ctx.registries);
    } else if (action.take_item !== undefined) {
      takeItem(who.inventory, action.take_item, action.count ?? 1);
    } else if (action.start_quest !== undefined) {
      ctx.state.quests[action.start_quest] ??= { state: "active", progress: 0 };
    } else if (action.give_exp !== undefined) {
      ctx.state.exp += action.give_exp;
    } else if (action.flee !== undefined) {
      if (flee(ctx, scope.self)) return false;
    } else if (action.open_shop !== undefined) {
      ctx.log("(shops open with the trade milestone)");
    } else if (action.run_script !== undefined) {
      ctx.log(`(script ${action.run_script}: scripts do not run yet)`);
    }
  }
  return true;
}

/** "You are no longer Poisoned." — when a named modifier is taken off or runs out. */
export function noLonger(who: Creature, modifier: string, ctx: RuleContext): string {
  const name = ctx.registries.modifiers.tryGet(modifier)?.name ?? modifier;
  return `${capitalise(being(who, ctx.state))} no longer ${name}.`;
}
