import { REGISTRY_NAMES } from "../content/schemas/index.js";
import { showReports, type DependencyReport } from "../loader/depends.js";
import type { LoadResult } from "../loader/load.js";
import type { Warning } from "../loader/warnings.js";
import type { Context } from "./context.js";
import { loadFor } from "./load-or-report.js";

/** A mod `rustkeep mods` lists: its manifest, where it is, whether it loads, how many entries it gave. */
interface ListedMod {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly folder: string;
  readonly source: "builtin" | "profile";
  readonly enabled: boolean;
  readonly depends: readonly string[];
  /** Each `depends` string: what it asked and what it got. */
  readonly dependencies: readonly DependencyReport[];
  /** Entries it defines or overrides; null when it was not loaded (disabled, or the load stopped). */
  readonly entries: number | null;
}

/** A folder that is no mod: where, and the one-line reason. */
interface BrokenMod {
  readonly folder: string;
  readonly line: number;
  readonly reason: string;
}

/**
 * `rustkeep mods`: every mod found, in load order (disabled ones too), then every folder
 * whose manifest could not be used. Text from mods goes out through `ctx.out`, which shows
 * control characters escaped. Exit 0: a listing, not a verdict (`check` gives one).
 */
export async function runMods(ctx: Context, json: boolean): Promise<number> {
  const load = await loadFor(ctx, ctx.err);
  if (load.logProblem) ctx.err(load.logProblem);
  const mods = listed(load);
  const broken = load.warnings
    .filter(isBrokenManifest)
    .map((w): BrokenMod => ({ folder: w.file.replace(/\/manifest\.toml$/, ""), line: w.line, reason: w.message }));
  if (json) {
    ctx.out(JSON.stringify({ mods, broken, loaded: load.ok }, null, 2));
    return 0;
  }
  const disabled = mods.filter((m) => !m.enabled).length;
  ctx.out(
    `${mods.length} mod(s) in load order${disabled ? `, ${disabled} disabled` : ""}${broken.length ? `; ${broken.length} folder(s) are no mod` : ""}:`,
  );
  mods.forEach((m, i) => {
    ctx.out(`${i + 1}. ${m.id} ${m.version} "${m.name}"${m.enabled ? "" : " (disabled)"}`);
    ctx.out(`   folder:  ${m.folder} (${m.source === "builtin" ? "built in" : "profile"})`);
    const asked = showReports(m.dependencies);
    ctx.out(`   depends: ${asked.length ? asked.join("\n            ") : "nothing"}`);
    ctx.out(
      `   entries: ${m.entries ?? (m.enabled ? "not loaded (a hard error stopped the load: see rustkeep check)" : "not loaded (disabled)")}`,
    );
  });
  for (const b of broken) ctx.out(`no mod: ${b.folder}/manifest.toml:${b.line}: ${b.reason}`);
  return 0;
}

function listed(load: LoadResult): ListedMod[] {
  const counts = new Map<string, number>();
  if (load.ok) {
    for (const name of REGISTRY_NAMES) {
      const registry = load.registries[name];
      for (const id of registry.ids()) {
        const mod = registry.origin(id)?.mod;
        if (mod !== undefined) counts.set(mod, (counts.get(mod) ?? 0) + 1);
      }
    }
  }
  return load.mods.map((m) => ({
    id: m.id,
    name: m.name,
    version: m.version,
    folder: m.dir,
    source: m.source,
    enabled: m.enabled,
    depends: m.depends,
    dependencies: m.dependencies,
    entries: load.ok && m.enabled ? (counts.get(m.id) ?? 0) : null,
  }));
}

/** A discovery warning that cost a whole mod at its manifest: the folder is listed as no mod. */
function isBrokenManifest(w: Warning): boolean {
  return w.lost === "mod" && w.file.endsWith("/manifest.toml");
}
