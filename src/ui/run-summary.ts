import type { Registries } from "../content/registries.js";
import { difficultyOf, type Difficulty, type GameState, type MonsterMemory } from "../game/index.js";
import type { HighScores } from "../profile/high-scores.js";
import { messageStanding } from "../game/queries/index.js";
import type { MessageLine } from "./components/RecentLines.js";
import { goldOf } from "./inventory-list.js";
import { foldTail, markedLine } from "./message-lines.js";

/** How many of the log's last lines the game-over screen and the morgue file show. */
export const LAST_MESSAGES = 8;

/** What a finished run comes to: the facts the game-over screen, the morgue file and the high-score list share. */
export interface RunSummary {
  readonly outcome: "won" | "died";
  readonly cause: string;
  readonly name: string;
  /** The hero's options by category, in the categories' order: `Race: Dwarf · Class: Warrior`. */
  readonly origin: string;
  readonly floor: number;
  readonly turn: number;
  readonly level: number;
  readonly gold: number;
  readonly kills: number;
  readonly seed: string;
  /** The run's difficulty (`normal` for a run that never chose). */
  readonly difficulty: Difficulty;
  /** A wizard run (`--wizard`): said on the game-over screen and in the morgue, never a best run. */
  readonly wizard: boolean;
  /** The log's last lines, oldest first: repeats folded (`… ×3`), important ones behind their glyph. */
  readonly messages: readonly string[];
}

/** The summary of a run that has ended (or, for a run still going, of where it stands). */
export function summarize(state: GameState, registries: Registries): RunSummary {
  return {
    outcome: state.over?.outcome ?? "died",
    cause: state.over?.cause ?? "",
    name: state.player.name,
    origin: originOf(state, registries),
    floor: state.floor.number,
    turn: state.turn,
    level: state.player.base.level ?? 1,
    gold: goldOf(state, registries) ?? 0,
    kills: state.kills ?? 0,
    seed: state.seed,
    difficulty: difficultyOf(state),
    wizard: state.wizard === true,
    messages: lastMessages(state, registries).map((m) => m.text),
  };
}

/** The log's last `LAST_MESSAGES` lines as shown: repeats folded, important ones marked. */
export function lastMessages(state: GameState, registries: Registries): MessageLine[] {
  const standing = messageStanding(state, registries);
  return foldTail(state.log, LAST_MESSAGES).map((f) => markedLine(f, standing(f.text)));
}

/** "Ada, floor 3, turn 412", and ", easy mode" / ", wizard mode" when so (a run is read for what it is). */
export function whereLine(s: RunSummary): string {
  return `${s.name}, floor ${s.floor}, turn ${s.turn}${s.difficulty === "easy" ? ", easy mode" : ""}${s.wizard ? ", wizard mode" : ""}`;
}

/** `Race: Dwarf · Class: Warrior`: each option category and what the hero took of it. */
function originOf(state: GameState, registries: Registries): string {
  const chosen = state.player.options.map((id) => registries.options.tryGet(id));
  const parts = registries.option_categories.all().flatMap((c) => {
    const names = chosen.filter((o) => o?.category === c.id).map((o) => o!.name);
    return names.length ? [`${c.name}: ${names.join(", ")}`] : [];
  });
  return parts.join(" · ");
}

/** The race and class line, as the summary holds it. */
export function originLine(s: RunSummary): string {
  return s.origin;
}

/** "level 2, gold 45, kills 7" */
export function tallyLine(s: RunSummary): string {
  return `level ${s.level}, gold ${s.gold}, kills ${s.kills}`;
}

/** What the edge did when a run ended: lines for the player (the morgue file's path, a failed write) and the new high-score list. */
export interface RunEndReport {
  readonly notes: readonly string[];
  readonly scores?: HighScores;
  /** The profile's monster memory with this run added (what the next run's look knows). */
  readonly memory?: MonsterMemory;
}

/** Called once when a run's game-over screen is shown (the CLI writes the morgue file and the high score; the UI touches no file). */
export type RunEnded = (summary: RunSummary, state: GameState) => RunEndReport;
