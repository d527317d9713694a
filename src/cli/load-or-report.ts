import { loadMods, logShown, type LoadResult } from "../loader/load.js";
import { formatHardError } from "../loader/warnings.js";
import type { LoadSummary } from "../ui/screens/TitleView.js";
import type { Context } from "./context.js";

/** What safe mode says first, wherever it runs. */
export const SAFE_MODE_LINE = "safe mode: core only (the profile's mods and load order are ignored)";

/**
 * Loads the mods for a command that needs them. On one of the hard errors it prints each
 * with its fix and returns undefined: the caller exits 1, as the game does.
 */
export async function loadOrReport(ctx: Context): Promise<Extract<LoadResult, { ok: true }> | undefined> {
  if (ctx.select && ctx.select.modDir === undefined) ctx.err(SAFE_MODE_LINE);
  const load = await loadMods({ home: ctx.home, builtinMods: ctx.builtinMods, ...(ctx.select ? { select: ctx.select } : {}) });
  // A read-only profile still plays: the missing log is said, not fatal.
  if (load.logProblem) ctx.err(load.logProblem);
  if (load.ok) return load;
  for (const e of load.errors) ctx.err(formatHardError(e));
  ctx.err(`The game cannot start. Details: ${logShown(load)}`);
  return undefined;
}

/** What the title screen says about the load: the warnings and the mods it added. */
export function loadSummary(load: LoadResult): LoadSummary {
  return { warnings: load.warnings.length, logPath: logShown(load), addedMods: load.notices.filter((n) => n.kind === "mod_added").length };
}
