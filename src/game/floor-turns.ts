import type { GameState } from "./state.js";

/** Records that the hero stands on `state.floor` from this turn on (the morgue lists each floor with its turn). */
export function noteFloor(state: GameState): void {
  (state.floor_turns ??= []).push({ floor: state.floor.number, turn: state.turn });
}

/** The floors the run stood on, with the turn of arrival; a save from before the record knows only the floor it is on (turn unknown). */
export function floorsEntered(state: GameState): readonly { readonly floor: number; readonly turn?: number }[] {
  return state.floor_turns?.length ? state.floor_turns : [{ floor: state.floor.number }];
}
