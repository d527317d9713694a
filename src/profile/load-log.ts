import { readdirSync } from "node:fs";
import { printableLines } from "../lib/safe-text.js";
import { compareCodeUnits } from "./safe-fs.js";
import { deleteFiles, profileFolder, writeBeside } from "./safe-write.js";

/** How many `load-*.log` files the profile keeps. */
const KEEP_LOGS = 10;

/** The profile's log folder, relative to the profile. */
export const LOGS_DIR = "logs";

/**
 * Writes `logs/load-<timestamp>.log` in the profile and deletes all but the newest
 * ten: the one written and the nine latest by name. Timestamps sort by name, so
 * "newest" needs no file dates. Throws a WriteProblem
 * when the log cannot be written (a read-only profile, `logs` a file or a link leading
 * out of the profile, a full disk); the caller reports it and carries on.
 */
export function writeLoadLog(home: string, lines: readonly string[], now: Date = new Date()): string {
  const dir = profileFolder(home, LOGS_DIR);
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let name = `load-${stamp}.log`;
  const existing = new Set(readdirSync(dir));
  for (let n = 2; existing.has(name); n++) name = `load-${stamp}_${n}.log`;
  // A modder reads the log with `cat`: folder names and versions in it must not reach the terminal raw.
  const path = writeBeside(dir, name, printableLines(lines.join("\n")) + "\n");
  // The one just written is kept whatever its name: a clock set back (or logs named for a
  // later date) would otherwise sort it oldest and delete it while `check` names it.
  const older = [...existing].filter((f) => f.startsWith("load-") && f.endsWith(".log")).sort(compareCodeUnits);
  deleteFiles(dir, older.slice(0, Math.max(0, older.length - (KEEP_LOGS - 1))));
  return path;
}
