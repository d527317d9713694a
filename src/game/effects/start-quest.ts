import type { Effect } from "./types.js";

/** Starts a quest; one already started (or done) stays as it is. */
export const startQuest: Effect<"start_quest"> = (action, _who, _scope, ctx) => {
  ctx.state.quests[action.start_quest] ??= { state: "active", progress: 0 };
};
