import { REGISTRY_NAMES, REGISTRY_NOUN } from "../content/schemas/index.js";
import { resolveTypedId } from "../lib/did-you-mean.js";
import { typedRenames } from "../content/id-history.js";
import { printable } from "../lib/safe-text.js";
import { describeChange } from "../loader/extend.js";
import type { Step } from "../loader/provenance.js";
import { referencesTo } from "../loader/references.js";
import type { Context } from "./context.js";
import { loadOrReport, sayWarnings } from "./load-or-report.js";

const VERB: Record<Step["kind"], string> = { defined: "defined", overridden: "overridden", extended: "extended" };

function stepLine(s: Step): string {
  const what = s.change ? `: ${describeChange(s.change)}` : "";
  return `  ${VERB[s.kind]} by ${s.mod} at ${s.file}:${s.line}${what}${s.undone ? " (undone: a later override replaced it)" : ""}`;
}

/**
 * `rustkeep explain ID`: where an entry comes from (defined, overridden, extended, each at
 * its file:line, in load order) and every field of every entry that refers to it. An id in
 * several tables (an item and a quest both `core:x`) is explained in each. Exit 2 for an
 * unknown id (one line, with a did-you-mean), 1 on a hard mod error.
 */
export async function runExplain(ctx: Context, typed: string): Promise<number> {
  // Provenance is not cached: explain reads the mods in full.
  const load = await loadOrReport(ctx, false);
  if (!load) return 1;
  const provenance = load.provenance!;
  const known = [...new Set(REGISTRY_NAMES.flatMap((n) => load.registries[n].ids()))];
  const found = resolveTypedId(typed, known, "entry", typedRenames(load.registries.history, REGISTRY_NAMES));
  if ("error" in found) {
    ctx.err(found.error);
    return 2;
  }
  if (found.notice) ctx.err(printable(found.notice));
  const { id } = found;
  sayWarnings(ctx, load);
  const tables = REGISTRY_NAMES.filter((n) => load.registries[n].has(id));
  tables.forEach((registry, i) => {
    if (i > 0) ctx.out("");
    ctx.out(`${id} (${REGISTRY_NOUN[registry]})`);
    for (const step of provenance.history(registry, id)) ctx.out(stepLine(step));
    const refs = referencesTo(load.registries, provenance, registry, id);
    ctx.out(refs.length ? `Referred to by ${refs.length}:` : "Referred to by nothing.");
    for (const r of refs) {
      const who = r.registry === "balance" ? "[balance]" : `${REGISTRY_NOUN[r.registry]} ${r.id}`;
      ctx.out(`  ${who} — ${r.field}${r.place ? ` (${r.place.file}:${r.place.line})` : ""}`);
    }
  });
  return 0;
}
