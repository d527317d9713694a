import { ACTION_KEYS } from "../../content/schemas/effects.js";
import type { Action, ActionKey } from "../../content/schemas/index.js";
import { EFFECTS, type ActionScope, type Effect } from "./index.js";
import type { RuleContext } from "../rules/context.js";

export type { Action, ActionScope };

/**
 * The most actions one turn runs. The event cap bounds the events, but one event may reach
 * many triggers of many actions each; this keeps the worst turn a mod can build (inside the
 * schema's limits) well under a second.
 */
export const MAX_ACTIONS_PER_TURN = 10_000;

/** The one key an action has (the schema admits exactly one). */
function keyOf(action: Action): ActionKey | undefined {
  return ACTION_KEYS.find((k) => action[k] !== undefined);
}

/** True while the turn's action budget lasts; says so once when it runs out. */
function afford(action: Action, ctx: RuleContext): boolean {
  if (!ctx.work) return true;
  const before = ctx.work.actions;
  // Giving 1,000 unstackable items is 1,000 instances: it costs what it makes.
  ctx.work.actions += action.give_item !== undefined ? (action.count ?? 1) : 1;
  if (ctx.work.actions <= MAX_ACTIONS_PER_TURN) return true;
  if (before <= MAX_ACTIONS_PER_TURN)
    ctx.log(`(the rest of this turn's effects were dropped: the limit is ${MAX_ACTIONS_PER_TURN} actions a turn)`);
  return false;
}

/** Runs actions in order, each through its effect; each changes state once. Returns false if a flee ended the fight (stop the turn). */
export function runActions(actions: readonly Action[], scope: ActionScope, ctx: RuleContext): boolean {
  for (const action of actions) {
    if (!afford(action, ctx)) return true;
    const who = (action.to ?? scope.defaultTo) === "target" ? scope.other : scope.self;
    const key = keyOf(action);
    if (!who || !key) continue;
    const effect = EFFECTS[key] as Effect<ActionKey>;
    if (effect(action as Parameters<typeof effect>[0], who, scope, ctx, runActions) === "stop") return false;
  }
  return true;
}
