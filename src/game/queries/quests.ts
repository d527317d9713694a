import type { Registries } from "../../content/registries.js";
import { questProgress } from "../quests.js";
import type { GameState } from "../state.js";

/** One line of the quest log: a started quest, its counter, and what it asks. */
export interface QuestEntry {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly state: "active" | "completed";
  readonly progress: number;
  readonly count: number;
  /** The counter as the log says it: `Rat catcher 3/5`. */
  readonly line: string;
}

/**
 * The started quests, active ones first and then completed, each group in the order the
 * quests were started. A quest whose definition is no longer loaded is left out.
 */
export function questLog(state: GameState, registries: Registries): QuestEntry[] {
  const entries: QuestEntry[] = [];
  for (const [id, quest] of Object.entries(state.quests)) {
    const def = registries.quests.tryGet(id);
    if (!def) continue;
    entries.push({
      id,
      name: def.name,
      description: def.description,
      state: quest.state,
      progress: quest.progress,
      count: def.count,
      line: questProgress(def, quest.progress),
    });
  }
  return [...entries.filter((e) => e.state === "active"), ...entries.filter((e) => e.state === "completed")];
}
