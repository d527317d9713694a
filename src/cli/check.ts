import { loadMods } from "../loader/load.js";
import { entryCounts } from "../loader/pipeline.js";
import { formatHardError, formatWarning } from "../loader/warnings.js";
import type { Context } from "./context.js";

/** `rustkeep check`: exit 0 clean, 1 loaded with warnings, 2 a hard error. */
export function runCheck(ctx: Context): number {
  const progress = ctx.stderrIsTTY ? (phase: string, detail?: string) => ctx.status(`${phase}${detail ? ` ${detail}` : ""}…`) : undefined;
  const result = loadMods({ home: ctx.home, builtinMods: ctx.builtinMods, onPhase: progress });
  if (progress) ctx.status("");
  for (const w of result.warnings) ctx.out(formatWarning(w));
  if (result.warnings.length) ctx.out("");
  ctx.out("Mods in load order:");
  for (const m of result.mods) {
    ctx.out(`  ${m.id} ${m.version}${m.enabled ? "" : " (disabled)"}${m.source === "profile" ? " [profile]" : ""}`);
  }
  if (!result.ok) {
    for (const e of result.errors) ctx.err(formatHardError(e));
    ctx.out(`${result.warnings.length} warning(s); the game cannot start. Log: ${result.logPath}`);
    return 2;
  }
  const counts = entryCounts(result.registries).filter(([, n]) => n > 0);
  const total = counts.reduce((s, [, n]) => s + n, 0);
  ctx.out(`Entries (${total} from ${result.files} files in ${result.ms.toFixed(0)} ms):`);
  ctx.out("  " + counts.map(([name, n]) => `${name} ${n}`).join(", "));
  ctx.out(`${result.warnings.length} warning(s). Log: ${result.logPath}`);
  return result.warnings.length ? 1 : 0;
}
