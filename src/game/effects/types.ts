import type { Action, ActionKey } from "../../content/schemas/index.js";
import type { RuleContext } from "../rules/context.js";
import type { Cause } from "../rules/words.js";
import type { GameEvent } from "../outcome.js";
import type { Creature } from "../state.js";

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
  /** The event whose trigger runs these actions (a script reads it as `event`). */
  readonly event?: GameEvent;
}

/** An action whose key is `K`: its parameter is there for sure. */
type ActionOf<K extends ActionKey> = Action & { readonly [P in K]-?: NonNullable<Action[P]> };

/** Runs actions in order, each through its effect; false when a flee ended the fight (`runActions`). */
type RunActions = (actions: readonly Action[], scope: ActionScope, ctx: RuleContext) => boolean;

/**
 * What one action does to `who` (the creature its `to` names). Answers "stop" when the
 * action ended the turn (a flee that got away); anything else goes on. `run` is the runner
 * itself, for an action that runs more (a script's): handed in, so no effect imports the
 * runner that imports every effect.
 */
export type Effect<K extends ActionKey> = (
  action: ActionOf<K>,
  who: Creature,
  scope: ActionScope,
  ctx: RuleContext,
  run: RunActions,
) => "stop" | void;
