import { renameSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify, TomlError } from "smol-toml";
import * as z from "zod";
import { printable } from "../lib/safe-text.js";
import { fsProblem, showProblem, WriteProblem } from "./fs-problem.js";
import { exists } from "./safe-fs.js";
import { readTextFile } from "./safe-read.js";
import { writeInProfile } from "./safe-write.js";

/** The high-score file in the profile. */
const SCORES_FILE = "scores.toml";
/** How many runs the list keeps. */
export const MAX_SCORES = 10;

const text = (max: number) => z.string().max(max);
const count = z.number().int().min(0).max(1e12);

const Score = z.object({
  name: text(200),
  outcome: z.enum(["won", "died"]),
  cause: text(400),
  floor: count,
  turn: count,
  level: count,
  gold: count,
  kills: count,
  seed: text(200),
  /** Only an easy run records it; absent is a normal run (and every entry from before modes). */
  difficulty: z.enum(["normal", "easy"]).optional(),
  /** The day the run ended, `YYYY-MM-DD`. */
  date: text(40),
});
const ScoresFile = z.object({ runs: z.array(Score).max(1000).default([]) });

/** One run on the high-score list. */
export type ScoreEntry = z.infer<typeof Score>;

/** The list as read: best first, and the one line saying why the file could not be used, if it could not. */
export interface HighScores {
  readonly runs: readonly ScoreEntry[];
  readonly problem?: string;
}

/**
 * The order of the list: a win above every death, then the deeper floor, then the fewer
 * turns (the faster run), then the more kills. Equal runs keep the order they came in.
 */
function compareRuns(a: ScoreEntry, b: ScoreEntry): number {
  return Number(b.outcome === "won") - Number(a.outcome === "won") || b.floor - a.floor || a.turn - b.turn || b.kills - a.kills;
}

/** "1. Ada  died on floor 3, turn 412, level 2, 7 kills  2026-12-01" */
export function scoreLine(run: ScoreEntry, rank: number): string {
  const how = run.outcome === "won" ? "won" : "died";
  const easy = run.difficulty === "easy" ? " (easy)" : "";
  return `${rank}. ${run.name}${easy}  ${how} on floor ${run.floor}, turn ${run.turn}, level ${run.level}, ${run.kills} kills  ${run.date}`;
}

/**
 * Reads `<profile>/scores.toml`. A missing file is an empty list; one that cannot be read
 * (a pipe, a link out of the profile, over the size cap, not UTF-8), does not parse or
 * fails the schema is an empty list with the reason — never a throw, and nothing is changed.
 */
export function readScores(home: string): HighScores {
  const path = join(home, SCORES_FILE);
  if (!exists(path)) return { runs: [] };
  const read = readTextFile(path, { within: { dir: home, where: "profile" } });
  if (!read.ok) return broken(`${printable(read.reason)}`);
  let data: unknown;
  try {
    data = parse(read.text);
  } catch (err) {
    const line = err instanceof TomlError ? err.line : 1;
    return broken(`line ${line}: not valid TOML`);
  }
  const checked = ScoresFile.safeParse(data);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return broken(`${issue.path.join(".") || "file"}: ${issue.message}`);
  }
  return { runs: [...checked.data.runs].sort(compareRuns).slice(0, MAX_SCORES) };
}

/**
 * Adds a run to the list and writes it back (the best {@link MAX_SCORES}, through the
 * profile's safe writes). A file that could not be used is first kept aside as
 * `scores.toml.broken` and the list started anew. Returns the new list and the lines for
 * the player (the broken file set aside, a write that failed); never throws.
 */
export function recordRun(home: string, run: ScoreEntry): { scores: HighScores; notes: string[] } {
  const before = readScores(home);
  const notes: string[] = [];
  const runs = [...before.runs, run].sort(compareRuns).slice(0, MAX_SCORES);
  try {
    if (before.problem) {
      // rename moves a link itself, never what it points to.
      renameSync(join(home, SCORES_FILE), join(home, `${SCORES_FILE}.broken`));
      notes.push(`${before.problem}; kept aside as ${SCORES_FILE}.broken, a new list started`);
    }
    writeInProfile(home, SCORES_FILE, scoresText(runs));
  } catch (err) {
    const problem = err instanceof WriteProblem ? showProblem(err) : showProblem(fsProblem(err));
    notes.push(`high scores not saved: ${SCORES_FILE}: ${problem}`);
  }
  return { scores: { runs }, notes };
}

function scoresText(runs: readonly ScoreEntry[]): string {
  return `# rustkeep's best runs, best first (kept: ${MAX_SCORES})\n\n${stringify({ runs })}\n`;
}

function broken(reason: string): HighScores {
  return { runs: [], problem: `${SCORES_FILE}: ${reason}` };
}
