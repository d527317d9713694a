import type { Effect } from "./types.js";

/** Experience for the hero (the run's, whoever the action names). */
export const giveExp: Effect<"give_exp"> = (action, _who, _scope, ctx) => {
  ctx.state.exp += action.give_exp;
};
