import { logShown } from "../loader/load.js";
import { entryCounts } from "../loader/pipeline.js";
import { formatWarnings } from "../loader/cascades.js";
import { formatHardError, formatNotice } from "../loader/warnings.js";
import type { Context } from "./context.js";
import { readKeysFile } from "../profile/keys-file.js";
import { defaultKeys, mergeKeysFile } from "../ui/keys-file.js";
import { readOptionsFile } from "../profile/options-file.js";
import { THEME_NAMES } from "../ui/theme-palettes.js";
import { readMemory } from "../profile/memory-file.js";
import { loadFor } from "./load-or-report.js";

/**
 * `rustkeep check`: exit 0 clean (notices allowed), 1 loaded with warnings, 2 a hard error.
 * `throwaway`: the profile is a temp folder about to go (`check --mod`), so its log is not named.
 */
export async function runCheck(ctx: Context, throwaway = false): Promise<number> {
  const progress = ctx.stderrIsTTY ? (phase: string, detail?: string) => ctx.status(`${phase}${detail ? ` ${detail}` : ""}…`) : undefined;
  const result = await loadFor(ctx, ctx.out, progress);
  const log = throwaway ? "not kept (a throw-away profile)" : logShown(result);
  if (progress) ctx.status("");
  for (const n of result.notices) ctx.out(formatNotice(n));
  if (result.logProblem) ctx.err(result.logProblem);
  for (const line of formatWarnings(result.warnings)) ctx.out(line);
  const keys = readKeysFile(ctx.home, (text) => mergeKeysFile(text), defaultKeys).problems;
  const options = readOptionsFile(ctx.home, THEME_NAMES).problems;
  const memory = readMemory(ctx.home).problem;
  // The profile's files, each read as the game reads it: a problem is one line here too.
  const profile = [...options, ...(memory ? [memory] : [])];
  for (const k of [...keys, ...profile]) ctx.out(k);
  if (result.warnings.length || result.notices.length || keys.length || profile.length) ctx.out("");
  ctx.out("Mods in load order:");
  for (const m of result.mods) {
    ctx.out(
      `  ${m.id} ${m.version}${m.enabled ? "" : " (disabled)"}${m.source === "builtin" ? "" : ctx.select ? ` [${m.dir}]` : " [profile]"}`,
    );
  }
  if (!result.ok) {
    for (const e of result.errors) ctx.err(formatHardError(e));
    ctx.out(`${result.warnings.length} warning(s); the game cannot start. Log: ${log}`);
    return 2;
  }
  const counts = entryCounts(result.registries).filter(([, n]) => n > 0);
  const total = counts.reduce((s, [, n]) => s + n, 0);
  ctx.out(`Entries (${total} from ${result.files} files in ${result.ms.toFixed(0)} ms):`);
  ctx.out("  " + counts.map(([name, n]) => `${name} ${n}`).join(", "));
  const notices = result.notices.length ? `, ${result.notices.length} notice(s)` : "";
  const keyNote =
    (keys.length ? `, ${keys.length} keys.toml problem(s)` : "") +
    (options.length ? `, ${options.length} options.toml problem(s)` : "") +
    (memory ? ", a memory.toml problem" : "");
  ctx.out(`${result.warnings.length} warning(s)${notices}${keyNote}. Log: ${log}`);
  // A notice is no mistake: only warnings (a keys.toml, options.toml or memory.toml problem is one) make the exit code 1.
  return result.warnings.length || keys.length || profile.length ? 1 : 0;
}
