import type { QuestDef } from "../content/schemas/index.js";

/** How a quest's beginning and end open their log lines; the log marks lines that open so (queries/messages.ts). */
export const QUEST_BEGUN = "New quest: ";
export const QUEST_DONE = "Quest done: ";

/** A quest's counter as the player reads it: `Rat catcher 3/5`. */
export function questProgress(def: QuestDef, progress: number): string {
  return `${def.name} ${Math.min(progress, def.count)}/${def.count}`;
}
