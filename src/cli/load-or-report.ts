import { loadMods, logShown, type LoadResult } from "../loader/load.js";
import type { PipelineOptions } from "../loader/pipeline.js";
import { LOAD_ORDER_FILE } from "../profile/load-order-file.js";
import { lockHolder } from "../profile/profile-lock.js";
import { formatHardError } from "../loader/warnings.js";
import type { LoadSummary } from "../ui/screens/TitleView.js";
import type { Context } from "./context.js";
import { buildId } from "../profile/build-id.js";
import type { CacheSettings } from "../loader/content-cache.js";
import { programDir } from "../profile/paths.js";
import { VERSION } from "./version.js";

/** What safe mode says first, wherever it runs. */
const SAFE_MODE_LINE = "safe mode: core only (the profile's mods and load order are ignored)";

/**
 * Loads the mods a command works on: the profile's, or the ones `ctx.select` chose (safe
 * mode, `check --mod`). Safe mode is said first, through `say`: the one place a command
 * turns its context into a load, so a new flag that changes the mods reaches them all.
 */
export async function loadFor(
  ctx: Context,
  say: (line: string) => void,
  onPhase?: PipelineOptions["onPhase"],
  cached = true,
): Promise<LoadResult> {
  if (ctx.select && ctx.select.modDir === undefined) say(SAFE_MODE_LINE);
  // Beside a game in this profile (a modder's `check` while playing), the game's load order is its own.
  const holder = ctx.select ? undefined : lockHolder(ctx.home);
  if (holder) say(`${LOAD_ORDER_FILE} left as it is: this profile is in use by another rustkeep (pid ${holder.pid})`);
  const cache = cached ? cacheSettings() : undefined;
  const load = await loadMods({
    home: ctx.home,
    builtinMods: ctx.builtinMods,
    ...(ctx.select ? { select: ctx.select } : {}),
    ...(onPhase ? { onPhase } : {}),
    ...(holder ? { keepLoadOrder: true } : {}),
    ...(cache ? { cache } : {}),
  });
  // On stderr: what a command prints stays the same whether the cache was used or not.
  if (load.ok && load.cacheNotice) ctx.err(load.cacheNotice);
  return load;
}

/** The content cache's settings for this build: none from source (no build id), so every load reads everything. */
export function cacheSettings(): CacheSettings | undefined {
  const id = buildId(VERSION, programDir());
  return id ? { buildId: id, version: VERSION } : undefined;
}

/**
 * Loads the mods for a command that needs them. On one of the hard errors it prints each
 * with its fix and returns undefined: the caller exits 1, as the game does.
 */
export async function loadOrReport(ctx: Context, cached = true): Promise<Extract<LoadResult, { ok: true }> | undefined> {
  const load = await loadFor(ctx, ctx.err, undefined, cached);
  // A read-only profile still plays: the missing log is said, not fatal.
  if (load.logProblem) ctx.err(load.logProblem);
  if (load.ok) return load;
  for (const e of load.errors) ctx.err(formatHardError(e));
  ctx.err(`The game cannot start. Details: ${logShown(load)}`);
  return undefined;
}

/**
 * One stderr line for a command that goes on despite load warnings: how many, and the log
 * that lists them (or that it was not written, when `logPath` is only the folder it failed in).
 */
export function sayWarnings(ctx: Context, load: LoadResult): void {
  if (!load.warnings.length) return;
  ctx.err(
    `${load.warnings.length} load warning(s); ${load.logProblem ? "the load log was not written (see above)" : `see ${load.logPath}`}`,
  );
}

/** What the title screen says about the load: the warnings and the mods it added. */
export function loadSummary(load: LoadResult): LoadSummary {
  const added = load.notices.filter((n) => n.kind === "mod_added").length;
  return {
    warnings: load.warnings.length,
    logPath: load.logPath,
    ...(load.logProblem ? { logProblem: load.logProblem } : {}),
    addedMods: added,
  };
}
