/**
 * Timing and printing shared by every benchmark. Each figure is the median of N timed
 * runs after a few untimed warm-up runs (so the JIT has compiled the hot paths and the
 * file cache is warm); the minimum is printed too because it shows the noise floor.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

export interface BenchOptions {
  /** Untimed runs first: JIT warm-up, disk cache, first-run side effects. */
  readonly warmup: number;
  /** Timed runs. */
  readonly runs: number;
}

export interface Timing {
  readonly median: number;
  readonly min: number;
  readonly runs: number;
}

/** Whether the run is the short CI mode (`BENCH_SHORT=1` or `--short`). */
export function isShort(argv: readonly string[] = process.argv): boolean {
  const env = process.env["BENCH_SHORT"];
  return argv.includes("--short") || (env !== undefined && env !== "" && env !== "0");
}

/**
 * A full collection before each figure, so one benchmark's garbage (the pipeline keeps
 * megabytes of registries) is not billed to the next. Not before every run: a forced
 * full GC throws away warmed-up state and made the 4 ms core load read 6 ms. `npm run
 * bench` cannot pass --expose-gc through tsx, so the flag is set at run time and `gc`
 * fetched from a fresh context; without it the figures are only noisier.
 */
const gc: (() => void) | undefined = (() => {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return undefined;
  }
})();

/** Whether each figure starts from a collected heap (printed in the header). */
export const forcedGc = gc !== undefined;

/** Last result of a timed function: written to a module variable so the work is never dead code. */
export let sink: unknown;

/** Times `fn` and returns median and min in milliseconds. */
export function measure(fn: () => unknown, options: BenchOptions): Timing {
  sink = undefined;
  gc?.();
  for (let i = 0; i < options.warmup; i++) sink = fn();
  const times: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    const start = performance.now();
    sink = fn();
    times.push(performance.now() - start);
  }
  return timingOf(times);
}

/** Median and min of timed runs (any unit), and how many there were. */
export function timingOf(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, runs: sorted.length };
}

/** Runs `fn` (which times itself: a process start, an await) `times` times; the median and min of what it returned, in ms. */
export async function medianOf(times: number, fn: () => Promise<number>): Promise<{ median: number; min: number }> {
  const all: number[] = [];
  for (let i = 0; i < times; i++) all.push(await fn());
  return timingOf(all);
}

const INT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** `12,345` */
export function int(n: number): string {
  return INT.format(n);
}

/** Milliseconds with one decimal (two below 10 ms, where a tenth is a large share). */
export function ms(n: number): string {
  return n < 10 ? n.toFixed(2) : n.toFixed(1);
}

/** `median 31.2 ms, min 30.1 ms` */
export function timing(t: Timing): string {
  return `median ${ms(t.median)} ms, min ${ms(t.min)} ms`;
}

/** `(3,940 entries/s)` from a count and a median in ms. */
export function rate(count: number, t: Timing, unit = "entries"): string {
  return `(${int(count / (t.median / 1000))} ${unit}/s)`;
}

/** Prints one result line: `label: size, timing (rate)`. */
export function report(label: string, size: string, t: Timing, extra = ""): void {
  console.log(`${label}: ${size}, ${timing(t)}${extra ? ` ${extra}` : ""}`);
}

/** Writes fixture mods (folder → path → text) under `root`, as a profile's `mods/` holds them. */
export function writeMods(root: string, mods: Record<string, Record<string, string>>): void {
  for (const [folder, files] of Object.entries(mods)) {
    for (const [rel, text] of Object.entries(files)) {
      const path = join(root, folder, rel);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
}
