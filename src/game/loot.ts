import type { Registries } from "../content/registries.js";
import type { LootTableDef } from "../content/schemas/index.js";
import type { Rng } from "../lib/rng.js";
import type { NewItem } from "./inventory.js";

/** How deep tables may nest (a table naming itself, directly or not, stops here). */
const MAX_DEPTH = 16;

/**
 * Weighted draws one `drawLoot` may make, nested and affix tables included. Depth alone
 * does not bound the work: 100 rolls a level, 16 levels deep, is 100^16 draws.
 */
export const MAX_DRAWS = 10_000;

type Entry = LootTableDef["entries"][number];

/** What one draw on a table gives: items, and (from an affix table) affix tiers. */
interface Drawn {
  readonly items: NewItem[];
  readonly affixes: { id: string; tier: number }[];
}

/** Weighted draws left to the whole `drawLoot` call (shared by every nested table). */
interface Budget {
  left: number;
}

// Splitting the range text was most of a draw's time; a mod writes only so many ranges.
const ranges = new Map<string, [number, number]>();

/** `5` → 5; `"50-120"` → a whole number drawn uniformly from 50 to 120. */
function rollCount(count: Entry["count"], rng: Rng): number {
  if (count === undefined) return 1;
  if (typeof count === "number") return count;
  let range = ranges.get(count);
  if (!range) ranges.set(count, (range = count.split("-").map(Number) as [number, number]));
  return rng.int(range[0], range[1]);
}

/**
 * Luck's one rule: every table drawn gets one extra draw with this chance
 * (`luck × balance.luck_factor`, at most 1) — more items, more affixes, the stronger tier
 * more often, without being written three times.
 */
export function extraDrawChance(luck: number, registries: Registries): number {
  return Math.min(1, Math.max(0, luck * registries.balance.luck_factor));
}

// `guaranteed` is passed down to the tables a guaranteed table draws from (not to affix
// tables: an affix is no drop), so a nested table cannot give the boss's nothing.
function drawTable(
  registries: Registries,
  id: string,
  rng: Rng,
  luck: number,
  depth: number,
  guaranteed: boolean,
  budget: Budget,
  out: Drawn,
): void {
  const table = registries.loot_tables.tryGet(id);
  if (!table || depth > MAX_DEPTH) return;
  const sure = guaranteed || table.guaranteed;
  // A guaranteed table always gives something: its "nothing" entries are not drawn, and it draws at least once.
  const entries = sure ? table.entries.filter((e) => e.nothing === undefined) : table.entries;
  const rolls = sure ? Math.max(1, table.rolls) : table.rolls;
  const draws = rolls + (rng.chance(extraDrawChance(luck, registries)) ? 1 : 0);
  for (let i = 0; i < draws && budget.left > 0; i++) {
    budget.left--;
    const entry = rng.weighted(entries, (e) => e.weight);
    if (entry) drawEntry(registries, entry, rng, luck, depth, sure, budget, out);
  }
}

function drawEntry(
  registries: Registries,
  entry: Entry,
  rng: Rng,
  luck: number,
  depth: number,
  guaranteed: boolean,
  budget: Budget,
  out: Drawn,
): void {
  if (entry.table !== undefined) return drawTable(registries, entry.table, rng, luck, depth + 1, guaranteed, budget, out);
  if (entry.affix !== undefined) {
    out.affixes.push({ id: entry.affix, tier: entry.tier ?? 1 });
    return;
  }
  if (entry.item === undefined || !registries.items.has(entry.item)) return;
  const count = rollCount(entry.count, rng);
  const affixes: Drawn = { items: [], affixes: [] };
  if (entry.affixes !== undefined) drawTable(registries, entry.affixes, rng, luck, depth + 1, false, budget, affixes);
  out.items.push({ def: entry.item, affixes: strongestPerAffix(affixes.affixes), count });
}

/**
 * The same affix drawn twice is one affix, at the stronger tier (an instance has each
 * affix once). Sorted by id, so the same affixes drawn in another order still stack.
 */
function strongestPerAffix(drawn: readonly { id: string; tier: number }[]): { id: string; tier: number }[] {
  if (drawn.length < 2) return drawn.map(({ id, tier }) => ({ id, tier }));
  const best = new Map<string, number>();
  for (const a of drawn) best.set(a.id, Math.max(best.get(a.id) ?? 0, a.tier));
  return [...best].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, tier]) => ({ id, tier }));
}

/**
 * Draws a loot table: `rolls` weighted draws (plus luck's extra one), nested tables drawn in
 * turn, counts rolled from their ranges, affixes drawn from an item entry's affix table. A
 * guaranteed table, and every table it draws from, skips its nothing entries. At most
 * {@link MAX_DRAWS} draws in all. The items have no uid yet: they get one when they land in a pack.
 */
export function drawLoot(registries: Registries, tableId: string, rng: Rng, luck = 0): NewItem[] {
  const out: Drawn = { items: [], affixes: [] };
  drawTable(registries, tableId, rng, luck, 0, false, { left: MAX_DRAWS }, out);
  return out.items;
}
