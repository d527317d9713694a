/**
 * Writes the synthetic mod set: `gen01..genNN`, each a folder of several TOML files like a
 * real content mod. Each mod depends on core and on the mod before it, and refers to
 * both, so the resolver does cross-mod lookups and not only local ones.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Registries } from "../src/content/registries.js";
import type { RegistryName } from "../src/content/schemas/index.js";
import { affixTableCount, BUILDERS } from "./entries.js";
import { Ctx, ownPool, Rng, type Pool } from "./refs.js";
import { entryBlock, tomlFile } from "./toml-write.js";

/** Entries of one 500-entry mod by registry: items and combat content dominate, as in core. */
const MIX: Partial<Record<RegistryName, number>> = {
  items: 140,
  abilities: 70,
  creatures: 65,
  loot_tables: 60,
  modifiers: 55,
  options: 36,
  affixes: 20,
  quests: 20,
  npcs: 14,
  prefabs: 10,
  option_categories: 4,
  floors: 4,
  slots: 2,
};
const MIX_TOTAL = 500;

/** File layout of a mod: which registry (and which of its entries) goes into which file. */
const LAYOUT: readonly (readonly [path: string, registry: RegistryName, keep?: (i: number) => boolean])[] = [
  ["abilities.toml", "abilities"],
  ["affixes.toml", "affixes"],
  ["character.toml", "option_categories"],
  ["character.toml", "options"],
  ["creatures.toml", "creatures"],
  ["items/equipment.toml", "items", (i) => i % 4 !== 3],
  ["items/consumables.toml", "items", (i) => i % 4 === 3],
  ["loot.toml", "loot_tables"],
  ["modifiers.toml", "modifiers"],
  ["npcs.toml", "npcs"],
  ["quests.toml", "quests"],
  ["world/floors.toml", "floors"],
  ["world/prefabs.toml", "prefabs"],
  ["world/slots.toml", "slots"],
];

export interface GenerateOptions {
  readonly mods: number;
  readonly perMod: number;
  readonly seed: number;
}

export interface GeneratedSet {
  readonly mods: number;
  readonly entries: number;
  /** Entry files (not manifests), absolute paths. */
  readonly files: readonly string[];
  readonly bytes: number;
}

/** Core's ids per registry, its affix and item tables and its affixes' tiers, as reference targets. */
export function corePool(registries: Registries): Pool {
  const pool: Record<string, readonly string[]> = {};
  for (const reg of Object.keys(MIX) as RegistryName[]) pool[reg] = registries[reg].ids();
  // An affix table holds only affix and nothing lines (what the loader accepts in `affixes`).
  const isAffixTable = (t: (typeof tables)[number]) => t.entries.every((e) => e.affix !== undefined || e.nothing !== undefined);
  const tables = registries.loot_tables.all();
  const affixTables = tables.filter(isAffixTable).map((t) => t.id);
  const itemTables = tables.filter((t) => !isAffixTable(t)).map((t) => t.id);
  const affixTiers = new Map(registries.affixes.all().map((a) => [a.id, a.tiers.length]));
  return { ...pool, affixTables, itemTables, affixTiers };
}

function countsFor(perMod: number): Partial<Record<RegistryName, number>> {
  const out: Partial<Record<RegistryName, number>> = {};
  for (const [reg, n] of Object.entries(MIX) as [RegistryName, number][]) out[reg] = Math.max(1, Math.round((n * perMod) / MIX_TOTAL));
  return out;
}

export const modId = (n: number): string => `gen${String(n).padStart(2, "0")}`;

/** Writes the set into `modsDir` (a profile's `mods/`). Deterministic for a given seed. */
export function generateMods(modsDir: string, core: Pool, options: GenerateOptions): GeneratedSet {
  const counts = countsFor(options.perMod);
  const affixTables = affixTableCount(counts.loot_tables ?? 0);
  const files: string[] = [];
  let entries = 0;
  let bytes = 0;
  let prev: Pool | undefined;
  for (let n = 1; n <= options.mods; n++) {
    const id = modId(n);
    const dir = join(modsDir, id);
    const own = ownPool(id, counts, affixTables);
    const ctx = new Ctx(id, new Rng(options.seed * 1000 + n), own, core, prev);
    const depends = n > 1 ? ["core", modId(n - 1)] : ["core"];
    write(join(dir, "manifest.toml"), `id = "${id}"\nname = "Generated ${n}"\nversion = "1.0.0"\ndepends = ${JSON.stringify(depends)}\n`);

    // Blocks per file, in layout order, so a file may hold two registries (character.toml).
    const byFile = new Map<string, string[]>();
    for (const [path, reg, keep] of LAYOUT) {
      const build = BUILDERS[reg]!;
      const count = counts[reg] ?? 0;
      const blocks = byFile.get(path) ?? [];
      for (let i = 0; i < count; i++) {
        if (keep && !keep(i)) continue;
        blocks.push(entryBlock(reg, build(ctx, i, count)));
        entries++;
      }
      byFile.set(path, blocks);
    }
    for (const [path, blocks] of byFile) {
      if (blocks.length === 0) continue;
      const text = tomlFile(`${id}: generated benchmark content (${path}).`, blocks);
      const abs = join(dir, path);
      write(abs, text);
      files.push(abs);
      bytes += Buffer.byteLength(text);
    }
    prev = own;
  }
  return { mods: options.mods, entries, files, bytes };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
