import { REGISTRY_NAMES } from "../content/schemas/index.js";
import { join } from "node:path";
import { fsProblem, showProblem } from "../profile/fs-problem.js";
import { LOGS_DIR, writeLoadLog } from "../profile/load-log.js";
import { runPipeline, runPipelineLoadingScripts, type PipelineOptions, type PipelineResult } from "./pipeline.js";
import { formatWarnings } from "./cascades.js";
import { formatHardError, formatNotice } from "./warnings.js";
import { showReports } from "./depends.js";

export type LoadResult = PipelineResult & {
  /** The log file written, or (when `logProblem` is set) the folder it could not be written to. */
  readonly logPath: string;
  /** Set when the log could not be written: one line naming the folder and what to do. The load itself stands. */
  readonly logProblem?: string;
  readonly ms: number;
};

/**
 * Runs the whole pipeline and writes its log into the profile's `logs/` (a read-only profile
 * still loads). The script engine is imported only when a loaded mod has `[[scripts]]`.
 */
export async function loadMods(options: PipelineOptions, now: () => number = performance.now.bind(performance)): Promise<LoadResult> {
  const start = now();
  const result = await loadModsUnlogged(options);
  return withLog(options, result, now() - start);
}

/** As {@link loadMods}, writing no log: a second load of the same mods (a `sim --jobs` worker) leaves the first one's log as it was. */
export function loadModsUnlogged(options: PipelineOptions): Promise<PipelineResult> {
  return runPipelineLoadingScripts(options, async () => (await import("../script/engine.js")).createScriptEngine());
}

/** As {@link loadMods}, at once: scripts compile only with an engine in `options.scripts`. */
export function loadModsSync(options: PipelineOptions, now: () => number = performance.now.bind(performance)): LoadResult {
  const start = now();
  const result = runPipeline(options);
  return withLog(options, result, now() - start);
}

function withLog(options: PipelineOptions, result: PipelineResult, ms: number): LoadResult {
  try {
    return { ...result, logPath: writeLoadLog(options.home, logLines(result, ms)), ms };
  } catch (err) {
    const dir = join(options.home, LOGS_DIR);
    return { ...result, logPath: dir, logProblem: `could not write the load log in ${dir}: ${showProblem(fsProblem(err))}`, ms };
  }
}

/** How a command names the log: its path, or that it was not written. */
export function logShown(load: LoadResult): string {
  return load.logProblem ? "not written (see above)" : load.logPath;
}

/**
 * The log file's text: mods, overrides, every notice and warning, the summary. Appended
 * one line at a time: `push(...lines)` passes every line as an argument, and past ~120k
 * warnings that overflowed the stack (shown as a log that could not be written).
 */
export function logLines(result: PipelineResult, ms: number): string[] {
  const lines = [`rustkeep load log — ${new Date().toISOString()} (${ms.toFixed(1)} ms)`, "", "Mods in load order:"];
  const section = (heading: string, body: Iterable<string>) => {
    lines.push("", heading);
    for (const line of body) lines.push(line);
  };
  for (const m of result.mods) {
    lines.push(`  ${m.enabled ? " " : "-"} ${m.id} ${m.version} (${m.source}: ${m.dir})${m.enabled ? "" : " [disabled]"}`);
    for (const d of showReports(m.dependencies)) lines.push(`      depends: ${d}`);
  }
  if (!result.ok)
    section(
      "Hard errors (the game cannot start):",
      result.errors.map((e) => formatHardError(e)),
    );
  if (result.notes.length)
    section(
      "Notes:",
      result.notes.map((n) => `  ${n}`),
    );
  if (result.notices.length) section(`Notices (${result.notices.length}):`, result.notices.map(formatNotice));
  section(`Warnings (${result.warnings.length}):`, formatWarnings(result.warnings));
  if (result.ok)
    section(
      "Entries:",
      REGISTRY_NAMES.map((n) => `  ${n}: ${result.registries[n].size}`),
    );
  return lines;
}
