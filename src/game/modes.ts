import type { GameState } from "./state.js";

/**
 * What the hero is doing, which decides the commands that make sense: walking the floor,
 * in a fight, in a conversation, at a shop's counter. One function says which.
 */
export type Mode = "exploring" | "fighting" | "talking" | "trading";

export function modeOf(state: GameState): Mode {
  if (state.combat) return "fighting";
  if (state.talk) return state.talk.trading ? "trading" : "talking";
  return "exploring";
}

/** Why a command of another mode is refused, said from where the hero is. */
export const NOT_NOW: { readonly [M in Mode]: string } = {
  exploring: "There is nobody to fight or talk to here.",
  fighting: "You are in a fight: attack, use an ability, use an item, rest or flee.",
  talking: "You are in a conversation: choose what to say, or leave.",
  trading: "You are at the counter: buy, sell, or leave.",
};
