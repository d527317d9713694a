/**
 * Deterministic randomness and reference picking for the generated mods. Every reference
 * is drawn from ids that really exist (the mod's own, core's, or the previous generated
 * mod's), so a correct loader reports no warnings and the benchmark can assert that.
 */
import type { RegistryName } from "../src/content/schemas/index.js";

/** mulberry32: small, fast and seedable, so every run writes byte-identical mods. */
export class Rng {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  /** A number in [lo, hi) rounded to `digits` decimals (TOML floats as modders write them). */
  num(lo: number, hi: number, digits = 2): number {
    return Number((lo + this.next() * (hi - lo)).toFixed(digits));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  of<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error("pick from an empty list");
    return list[Math.floor(this.next() * list.length)]!;
  }
}

/**
 * Full ids per registry, plus what the loader checks across entries: which loot tables
 * are affix tables (only those may stand in `affixes = "..."`; the others are item tables
 * for nesting) and how many tiers each affix has (a loot line's `tier` must exist).
 */
export type Pool = Partial<Record<RegistryName, readonly string[]>> & {
  readonly affixTables?: readonly string[];
  readonly itemTables?: readonly string[];
  readonly affixTiers?: ReadonlyMap<string, number>;
};

/** Tiers of a generated affix by its index: 1, 2 or 3, known before it is written. */
export const tiersOfAffix = (i: number): number => 1 + (i % 3);

/** Local id prefix per registry: `gen03:item_12`. */
export const PREFIX: Record<RegistryName, string> = {
  slots: "slot",
  option_categories: "cat",
  options: "opt",
  items: "item",
  abilities: "ab",
  affixes: "afx",
  quests: "q",
  creatures: "cr",
  prefabs: "room",
  floors: "floor",
  scripts: "script",
  loot_tables: "lt",
  modifiers: "fx",
  npcs: "npc",
};

/** The ids a generated mod will define, known before any entry is written. */
export function ownPool(mod: string, counts: Partial<Record<RegistryName, number>>, affixTables: number): Pool {
  const pool: Record<string, string[]> = {};
  for (const [reg, n] of Object.entries(counts) as [RegistryName, number][]) {
    pool[reg] = Array.from({ length: n }, (_, i) => `${mod}:${PREFIX[reg]}_${i}`);
  }
  const tables = pool["loot_tables"] ?? [];
  const affixTiers = new Map((pool["affixes"] ?? []).map((id, i) => [id, tiersOfAffix(i)]));
  return { ...pool, affixTables: tables.slice(0, affixTables), itemTables: tables.slice(affixTables), affixTiers };
}

/** What an entry builder needs: the mod, its randomness and where references may point. */
export class Ctx {
  constructor(
    readonly mod: string,
    readonly rng: Rng,
    readonly own: Pool,
    readonly core: Pool,
    readonly prev: Pool | undefined,
  ) {}

  /** A reference into `reg`: mostly the mod's own entries, often core's, sometimes the previous mod's. */
  ref(reg: RegistryName): string {
    const own = this.own[reg] ?? [];
    const r = this.rng.next();
    const order =
      r < 0.6 ? [own, this.core[reg], this.prev?.[reg]] : r < 0.85 ? [this.core[reg], own] : [this.prev?.[reg], this.core[reg], own];
    return this.rng.of(firstNonEmpty(order, reg));
  }

  /** An affix loot table: the mod's own or core's. */
  affixTable(): string {
    return this.rng.of(
      firstNonEmpty(
        this.rng.chance(0.6) ? [this.own.affixTables, this.core.affixTables] : [this.core.affixTables, this.own.affixTables],
        "affix tables",
      ),
    );
  }

  /** An item loot table to nest; own picks only among tables before `below` (no cycles). */
  itemTable(below: number): string {
    const own = (this.own.itemTables ?? []).filter((id) => Number(id.slice(id.lastIndexOf("_") + 1)) < below);
    return this.rng.of(firstNonEmpty(this.rng.chance(0.6) ? [own, this.core.itemTables] : [this.core.itemTables, own], "item tables"));
  }

  /** How many tiers an affix this mod may refer to has. */
  tiers(affix: string): number {
    const n = this.own.affixTiers?.get(affix) ?? this.core.affixTiers?.get(affix) ?? this.prev?.affixTiers?.get(affix);
    if (n === undefined) throw new Error(`unknown tier count for ${affix}`);
    return n;
  }

  /** A namespaced tag: core's vocabulary or the mod's own. */
  tag(words: readonly string[]): string {
    return `${this.rng.chance(0.7) ? "core" : this.mod}:${this.rng.of(words)}`;
  }
}

function firstNonEmpty(lists: readonly (readonly string[] | undefined)[], what: string): readonly string[] {
  for (const l of lists) if (l && l.length > 0) return l;
  throw new Error(`no ids to refer to for ${what}`);
}
