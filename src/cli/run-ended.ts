import { recordRun } from "../profile/high-scores.js";
import { morgueNote, writeMorgue } from "../profile/morgue.js";
import { printable } from "../lib/safe-text.js";
import type { Registries } from "../content/registries.js";
import { morgueText, type MorgueAbout } from "../ui/morgue-text.js";
import type { RunEnded } from "../ui/run-summary.js";
import { rememberRun } from "../profile/memory-file.js";
import { VERSION } from "./version.js";

/** What the edge reads the time from: the game's rules never do. */
export type Clock = () => Date;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `2026-12-01` in local time: the day the player ended the run. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `2026-12-01-104233`: the day and time, for a morgue file's name (several runs a day sort in order). */
function stampOf(date: Date): string {
  return `${dayOf(date)}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/**
 * The UI's "run ended" callback for the profile `home`: writes the morgue file, adds the
 * run's kills and sightings to the monster memory and the run to the high-score list, and
 * returns what to tell the player. Never throws: a write that fails is one line on the
 * game-over screen. `program` is the version and the mods loaded, for the morgue.
 */
export function runEndedIn(
  home: string,
  clock: Clock,
  registries: Registries,
  program: Omit<MorgueAbout, "date"> = { version: VERSION, mods: [] },
): RunEnded {
  return (summary, state) => {
    const now = clock();
    const about = { ...program, date: `${dayOf(now)} ${now.toTimeString().slice(0, 8)}` };
    const morgue = morgueNote(
      () => writeMorgue(home, stampOf(now), summary.name, morgueText(summary, state, registries, about)),
      printable,
    );
    // Wizard runs too: what was seen is true whatever made the hero strong.
    const remembered = rememberRun(home, state);
    const { outcome, cause, name, floor, turn, level, gold, kills, seed, difficulty } = summary;
    const mode = difficulty === "easy" ? { difficulty } : {};
    // A wizard made the run what it was: it is kept in the morgue, not among the best runs.
    const memory = { memory: remembered.memory };
    if (summary.wizard) return { notes: [morgue, ...remembered.notes, "a wizard run: not on the best runs list"], ...memory };
    const { scores, notes } = recordRun(home, { outcome, cause, name, floor, turn, level, gold, kills, seed, ...mode, date: dayOf(now) });
    return { notes: [morgue, ...remembered.notes, ...notes.map(printable)], scores, ...memory };
  };
}
