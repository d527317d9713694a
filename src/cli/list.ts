import { REGISTRY_NAMES, type RegistryName } from "../content/schemas/index.js";
import { didYouMean } from "../lib/did-you-mean.js";
import type { Context } from "./context.js";
import { loadOrReport, sayWarnings } from "./load-or-report.js";
import { maxOf } from "../lib/arrays.js";

const isTable = (word: string): word is RegistryName => (REGISTRY_NAMES as readonly string[]).includes(word);

/**
 * `rustkeep list [TABLE]`: without a table, every registry with its count (in the guide's
 * order); with one, its ids one a line in load order (what the game iterates: menus,
 * creation steps), so a modder finds an id without reading TOML. Exit 2 on a wrong table
 * name or a hard mod error, as `check`.
 */
export async function runList(ctx: Context, table: string | undefined): Promise<number> {
  if (table !== undefined && !isTable(table)) {
    ctx.err(`no table "${table}"${didYouMean(table, REGISTRY_NAMES) || ` (tables: ${REGISTRY_NAMES.join(", ")})`}`);
    return 2;
  }
  const load = await loadOrReport(ctx);
  if (!load) return 2;
  sayWarnings(ctx, load);
  if (table !== undefined) {
    for (const id of load.registries[table].ids()) ctx.out(id);
    return 0;
  }
  const width = maxOf(REGISTRY_NAMES.map((n) => n.length)) + 2;
  for (const name of REGISTRY_NAMES) ctx.out(`${name.padEnd(width)}${load.registries[name].size}`);
  return 0;
}
