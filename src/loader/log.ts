import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { printableLines } from "../lib/safe-text.js";
import { compareCodeUnits } from "./safe-fs.js";

/** How many `load-*.log` files the profile keeps. */
export const KEEP_LOGS = 10;

/**
 * Writes `logs/load-<timestamp>.log` in the profile and deletes all but the newest
 * ten. Timestamps sort by name, so "newest" needs no file dates.
 */
export function writeLoadLog(home: string, lines: readonly string[], now: Date = new Date()): string {
  const dir = join(home, "logs");
  mkdirSync(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let name = `load-${stamp}.log`;
  const existing = new Set(readdirSync(dir));
  for (let n = 2; existing.has(name); n++) name = `load-${stamp}_${n}.log`;
  const path = join(dir, name);
  // A modder reads the log with `cat`: folder names and versions in it must not reach the terminal raw.
  writeFileSync(path, printableLines(lines.join("\n")) + "\n");
  const logs = readdirSync(dir)
    .filter((f) => f.startsWith("load-") && f.endsWith(".log"))
    .sort(compareCodeUnits);
  for (const old of logs.slice(0, Math.max(0, logs.length - KEEP_LOGS))) {
    try {
      unlinkSync(join(dir, old));
    } catch {
      // Another process may have rotated it already.
    }
  }
  return path;
}
