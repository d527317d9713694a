import type { EventName } from "../content/catalog.js";

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
 * What `Game.execute` answers: the turn passed, or the command was refused and cost
 * nothing. Either way the events and log lines it produced come along, so the UI
 * shows what happened without diffing state.
 */
export type Outcome =
  | { readonly kind: "turn_passed"; readonly events: readonly GameEvent[]; readonly messages: readonly string[] }
  | { readonly kind: "rejected"; readonly reason: string; readonly events: readonly GameEvent[]; readonly messages: readonly string[] };
