import type { Registries } from "../content/registries.js";
import type { GameState } from "../game/index.js";
import { questLog, type QuestEntry } from "../game/queries/index.js";

/** `Quests: Moth hunt 0/1, Rat catcher 2/2 (done).` — the quest log as one line, read through the UI's query. */
export function questText(state: GameState, registries: Registries): string {
  const entries = questLog(state, registries);
  return `Quests: ${entries.length ? entries.map((e) => `${e.line}${e.state === "completed" ? " (done)" : ""}`).join(", ") : "none"}.`;
}

/** The same for `--json`: the quest log's entries. */
export function questJson(state: GameState, registries: Registries): { quests: QuestEntry[] } {
  return { quests: questLog(state, registries) };
}
