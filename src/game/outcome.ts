import type { EventName } from "../content/catalog.js";
import type { Mode } from "./modes.js";

/** Something that happened during a command: one of the twelve events, with who did it to whom. */
export interface GameEvent {
  readonly type: EventName;
  /** Creature instance id that caused it. */
  readonly source?: string;
  /** Creature instance id it happened to. */
  readonly target?: string;
  /** Payload for conditions (`prefab` for room_entered, `floor` for floor_entered, …). */
  readonly data?: Readonly<Record<string, string | number>>;
}

/**
 * What a command changed that a screen, a key burst or a script's report reacts to,
 * measured by `Game.execute` from the state at its start and at its end (the one place
 * that compares). A fight started or ended and a conversation opened, moved to the
 * counter or closed are all a change of mode, so a new mode adds no field here.
 * A refused command changed nothing: its mode before is its mode after.
 */
export interface TurnChanges {
  readonly modeBefore: Mode;
  readonly modeAfter: Mode;
  /** The number of the floor the hero arrived on, when the command took them to another. */
  readonly floorEntered?: number;
  /** How many more enemies are in sight at the end than at the start (0 when no more). */
  readonly newlyInSight: number;
  /** Whether any quest started, advanced or was completed. */
  readonly questsMoved: boolean;
}

/** What a command did before its changes are measured: the game's own step (outside code reads `Outcome`). */
export type Happened =
  | { readonly kind: "turn_passed"; readonly events: readonly GameEvent[]; readonly messages: readonly string[] }
  | { readonly kind: "rejected"; readonly reason: string; readonly events: readonly GameEvent[]; readonly messages: readonly string[] };

/**
 * What `Game.execute` answers: the turn passed, or the command was refused and cost
 * nothing. Either way the events and log lines it produced come along, and what it
 * changed (`changes`), so the UI shows what happened without diffing state.
 */
export type Outcome = Happened & { readonly changes: TurnChanges };
