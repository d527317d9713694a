import { QUEST_BEGUN } from "../quests.js";
import type { Effect } from "./types.js";

/** Starts a quest, with a log line naming its goal; one already started (or done) stays as it is. */
export const startQuest: Effect<"start_quest"> = (action, _who, _scope, ctx) => {
  if (ctx.state.quests[action.start_quest]) return;
  ctx.state.quests[action.start_quest] = { state: "active", progress: 0 };
  const def = ctx.registries.quests.tryGet(action.start_quest);
  if (def) ctx.log(`${QUEST_BEGUN}${def.name} (0/${def.count}).`);
};
