import { availableParallelism, totalmem } from "node:os";

export const MAX_JOBS = 64;
/**
 * What one worker costs: its own load of the mods and a game (~95 MiB resident measured with
 * core, 2026-12-02), with room for a bigger set of mods. The default takes at most half the
 * machine's memory.
 */
const WORKER_BYTES = 128 * 1024 * 1024;
/** A worker's load costs about one run: the default gives each worker at least this many runs. */
const MIN_RUNS_PER_WORKER = 4;

/**
 * The worker threads `sim` uses: `--jobs` as typed (a whole number from 1 to 64), else one per
 * core, no more than half the memory holds and no more than the runs keep busy. Returns one
 * line when `--jobs` is not a number it takes.
 */
export function simJobs(typed: string | undefined, runs: number): number | { error: string } {
  if (typed !== undefined) {
    const jobs = /^\d+$/.test(typed) ? Number(typed) : NaN;
    if (!(jobs >= 1 && jobs <= MAX_JOBS)) return { error: `--jobs takes a whole number from 1 to ${MAX_JOBS}, not "${typed}"` };
    return Math.min(jobs, runs);
  }
  const byMemory = Math.floor(totalmem() / 2 / WORKER_BYTES);
  return Math.max(1, Math.min(availableParallelism(), byMemory, MAX_JOBS, Math.floor(runs / MIN_RUNS_PER_WORKER)));
}
