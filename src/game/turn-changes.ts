import { enemiesInSight } from "./floor.js";
import { modeOf } from "./modes.js";
import type { TurnChanges } from "./outcome.js";
import type { Floor, GameState } from "./state.js";

/** What `Game.execute` notes of the state before a command, to tell afterwards what it changed. */
export interface TurnStart {
  readonly mode: TurnChanges["modeBefore"];
  readonly floor: Floor;
  readonly inSight: number;
  readonly quests: string;
}

/**
 * How the quests stand, as one string: each quest's id, state and progress. Cheaper than a
 * JSON copy of the record, and it runs twice a turn.
 */
function questMark(quests: GameState["quests"]): string {
  let mark = "";
  for (const id in quests) mark += `${id}:${quests[id]!.state}:${quests[id]!.progress};`;
  return mark;
}

/** The state as a command finds it. */
export function turnStart(state: GameState): TurnStart {
  return { mode: modeOf(state), floor: state.floor, inSight: enemiesInSight(state.floor), quests: questMark(state.quests) };
}

/** What a command that went through changed, from the state it found to the state it leaves. */
export function changesSince(start: TurnStart, state: GameState): TurnChanges {
  const modeAfter = modeOf(state);
  const newlyInSight = Math.max(0, enemiesInSight(state.floor) - start.inSight);
  const questsMoved = questMark(state.quests) !== start.quests;
  // Two literals, not a conditional spread: this runs every turn.
  return state.floor !== start.floor
    ? { modeBefore: start.mode, modeAfter, floorEntered: state.floor.number, newlyInSight, questsMoved }
    : { modeBefore: start.mode, modeAfter, newlyInSight, questsMoved };
}

/** A refused command's changes: none. */
export function nothingChanged(start: TurnStart): TurnChanges {
  return { modeBefore: start.mode, modeAfter: start.mode, newlyInSight: 0, questsMoved: false };
}

/**
 * What play shows when it begins on a game just created or loaded, as a turn from nothing
 * would: its mode entered from exploring, every enemy in sight new. For the UI, which has
 * no outcome to read then.
 */
export function arrivalChanges(state: GameState): TurnChanges {
  const { floor } = state;
  const newlyInSight = enemiesInSight(floor);
  return { modeBefore: "exploring", modeAfter: modeOf(state), floorEntered: floor.number, newlyInSight, questsMoved: false };
}
