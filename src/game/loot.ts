import type { Registries } from "../content/registries.js";
import type { LootTableDef } from "../content/schemas/index.js";
import type { Rng } from "../lib/rng.js";
import type { NewItem } from "./inventory.js";

/** How deep tables may nest (a table naming itself, directly or not, stops here). */
const MAX_DEPTH = 16;

type Entry = LootTableDef["entries"][number];

/** What one draw on a table gives: items, and (from an affix table) affix tiers. */
interface Drawn {
  readonly items: NewItem[];
  readonly affixes: { id: string; tier: number }[];
}

/** `5` → 5; `"50-120"` → a whole number drawn uniformly from 50 to 120. */
export function rollCount(count: Entry["count"], rng: Rng): number {
  if (count === undefined) return 1;
  if (typeof count === "number") return count;
  const [low, high] = count.split("-").map(Number) as [number, number];
  return rng.int(low, high);
}

/**
 * Luck's one rule: every table drawn gets one extra draw with this chance
 * (`luck × balance.luck_factor`, at most 1) — more items, more affixes, the stronger tier
 * more often, without being written three times.
 */
export function extraDrawChance(luck: number, registries: Registries): number {
  return Math.min(1, Math.max(0, luck * registries.balance.luck_factor));
}

function drawTable(registries: Registries, id: string, rng: Rng, luck: number, depth: number, out: Drawn): void {
  const table = registries.loot_tables.tryGet(id);
  if (!table || depth > MAX_DEPTH) return;
  // A guaranteed table always gives something: its "nothing" entries are not drawn.
  const entries = table.guaranteed ? table.entries.filter((e) => e.nothing === undefined) : table.entries;
  const draws = table.rolls + (rng.chance(extraDrawChance(luck, registries)) ? 1 : 0);
  for (let i = 0; i < draws; i++) {
    const entry = rng.weighted(entries, (e) => e.weight);
    if (entry) drawEntry(registries, entry, rng, luck, depth, out);
  }
}

function drawEntry(registries: Registries, entry: Entry, rng: Rng, luck: number, depth: number, out: Drawn): void {
  if (entry.table !== undefined) return drawTable(registries, entry.table, rng, luck, depth + 1, out);
  if (entry.affix !== undefined) {
    out.affixes.push({ id: entry.affix, tier: entry.tier ?? 1 });
    return;
  }
  if (entry.item === undefined || !registries.items.has(entry.item)) return;
  const count = rollCount(entry.count, rng);
  const affixes: Drawn = { items: [], affixes: [] };
  if (entry.affixes !== undefined) drawTable(registries, entry.affixes, rng, luck, depth + 1, affixes);
  out.items.push({ def: entry.item, affixes: strongestPerAffix(affixes.affixes), count });
}

/** The same affix drawn twice is one affix, at the stronger tier (an instance has each affix once). */
function strongestPerAffix(drawn: readonly { id: string; tier: number }[]): { id: string; tier: number }[] {
  const best = new Map<string, number>();
  for (const a of drawn) best.set(a.id, Math.max(best.get(a.id) ?? 0, a.tier));
  return [...best].map(([id, tier]) => ({ id, tier }));
}

/**
 * Draws a loot table: `rolls` weighted draws (plus luck's extra one), nested tables drawn in
 * turn, counts rolled from their ranges, affixes drawn from an item entry's affix table. The
 * items have no uid yet: they get one when they land in a pack.
 */
export function drawLoot(registries: Registries, tableId: string, rng: Rng, luck = 0): NewItem[] {
  const out: Drawn = { items: [], affixes: [] };
  drawTable(registries, tableId, rng, luck, 0, out);
  return out.items;
}
