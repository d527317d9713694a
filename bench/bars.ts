/**
 * The bars of issue 25 and the guard that holds the bench to them. Each bar is a ratio of a
 * figure to its anchor measured in the same run (a machine's speed cancels out); rows call
 * `reportBar` beside their console lines and run.ts prints `barSummary` at the end. With
 * `--check` a ratio above its bar by more than its noise makes the bench exit 1. A few bars
 * are absolute (an anchor of 1): the memory sizes in MiB, which are
 * `exact` (a size has no timing noise, so it is held to the bar itself).
 *
 * Noise: a figure's noise is how far its median sits above its fastest run, over the median,
 * (median − min) / median. Timing noise only ever adds time (a collection, a context switch,
 * a busy neighbour), so the fastest run is the figure with the least of it and the median's
 * distance from it is what the noise did to this run; a single stall (the max) does not widen
 * it, where (max − min) let a frame of ten runs with one stall pass at ±110%. A ratio's noise
 * is the sum of its figure's and its anchor's (relative errors of a quotient add), and a ratio
 * passes when ratio ≤ bar × (1 + noise).
 */

/** One bar: a figure over its same-run anchor may be at most `bar` (a ratio, or an absolute figure in `unit`). */
export interface Bar {
  readonly name: string;
  /** What is measured and what it is divided by, as the summary prints it. */
  readonly against: string;
  readonly bar: number;
  /** False for a bar whose anchor this bench cannot run: reported, never fails the check. */
  readonly checked: boolean;
  /** Printed after the value and the bar: `×` for ratios. */
  readonly unit: string;
  /**
   * A size, not a time (memory): no timing noise to allow for, so none is printed and the
   * figure is held to the bar itself. Absolute, reported with anchor 1.
   */
  readonly exact?: boolean;
}

/** The table of issue 25, in its order. */
export const BARS: readonly Bar[] = [
  { name: "start→title", against: "start to the title frame, warm, over bare node", bar: 2.5, checked: true, unit: "×" },
  // Set from the floor (Ink drawing one line, same run): see .scratch/2026-12-02-startup-profile.md.
  { name: "start→title cold", against: "start to the title frame, fresh profile, over bare node", bar: 4.0, checked: true, unit: "×" },
  { name: "check core-only warm", against: "`rustkeep check --no-mods` over bare node", bar: 2.5, checked: true, unit: "×" },
  { name: "--version", against: "`rustkeep --version` over bare node", bar: 1.3, checked: true, unit: "×" },
  { name: "map frame", against: "map frame 100×32, colour, over Ink drawing the same text plain", bar: 1.5, checked: true, unit: "×" },
  { name: "side panel", against: "side-panel frame 120×40 over the map screen alone at 120×40", bar: 1.1, checked: true, unit: "×" },
  // The first wave's move, run from its commit in the same run (bench/first-wave.ts): 1.14× is 5 µs over its 4.4.
  {
    name: "Game.execute(move)",
    against: "a move over the first wave's (its commit, both bundled, CPU time)",
    bar: 1.14,
    checked: true,
    unit: "×",
  },
  { name: "floor 80×38", against: "core floor 80×38 over rot.js Digger 80×40", bar: 0.3, checked: true, unit: "×" },
  { name: "pipeline", against: "pipeline over its floor (read + toml + zod, 10k entries)", bar: 1.3, checked: true, unit: "×" },
  { name: "content cache hit", against: "a core load from the content cache over the full load", bar: 0.5, checked: true, unit: "×" },
  {
    name: "sim --jobs 2",
    against: "`sim --jobs 2` wall time over `--jobs 1`, the same runs (issue 25, item 6)",
    bar: 0.6,
    checked: true,
    unit: "×",
  },
  { name: "run_script call", against: "run_script call over the engine's bare call", bar: 1.15, checked: true, unit: "×" },
  {
    name: "play RSS 5k turns",
    against: "resident memory of the game after 5,000 turns of play at 80×24 (tmux), absolute",
    bar: 100,
    checked: true,
    unit: " MiB",
    exact: true,
  },
  {
    name: "sim heap growth 5k→50k",
    against: "heap after gc at turn 50,000 minus at turn 5,000 of bot runs back to back, absolute",
    bar: 2,
    checked: true,
    unit: " MiB",
    exact: true,
  },
];

/** A figure as reported: its ratio to the anchor and the ratio's noise (a fraction: 0.05 is ±5%). */
export interface BarResult {
  readonly ratio: number;
  readonly noise: number;
}

/** A figure's noise from its runs: its median's distance above its fastest run, over the median (see the file's comment). */
export function noiseOf(t: { readonly median: number; readonly min: number }): number {
  return t.median > 0 ? (t.median - t.min) / t.median : 0;
}

const results = new Map<string, BarResult>();

/** Records a figure against its bar: `value / anchor` is the ratio, `noise` the ratio's (figure's + anchor's). */
export function reportBar(name: string, value: number, anchor: number, noise: number): void {
  if (!BARS.some((b) => b.name === name)) throw new Error(`reportBar: no bar named ${name}`);
  results.set(name, { ratio: value / anchor, noise });
}

/** Whether a result is within its bar, allowing for its noise. An unchecked bar is never a failure. */
export function withinBar(bar: Bar, result: BarResult): boolean {
  return result.ratio <= bar.bar * (1 + (bar.exact ? 0 : result.noise));
}

/** The summary lines, one per bar, and the exit code: 1 when `check` is set and a checked bar is above. */
export function barSummary(
  check: boolean,
  got: ReadonlyMap<string, BarResult> = results,
  bars: readonly Bar[] = BARS,
): { lines: string[]; exitCode: 0 | 1 } {
  let failed = false;
  const lines = bars.map((bar) => {
    const r = got.get(bar.name);
    if (!r) return `bar ${bar.name}: not measured in this run (bar ${bar.bar}${bar.unit})`;
    const ok = withinBar(bar, r);
    if (!ok && bar.checked) failed = true;
    const verdict = ok ? "ok" : bar.checked ? "ABOVE" : "ABOVE (not checked)";
    const what = bar.unit === "×" ? "ratio" : "value";
    const noise = bar.exact ? "" : `, noise ±${(r.noise * 100).toFixed(0)}%`;
    return `bar ${bar.name}: ${what} ${r.ratio.toFixed(2)}${bar.unit} (bar ${bar.bar}${bar.unit}${noise}) ${verdict} — ${bar.against}`;
  });
  return { lines, exitCode: check && failed ? 1 : 0 };
}
