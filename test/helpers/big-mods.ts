/**
 * Mods built to measure how load cost grows (issue 22, section 4): the scaling tests and
 * `bench/load-costs.bench.ts` load the same ones. Each builder returns mod folders as the
 * profile's `mods/` holds them, beside the tiny core; no test-runner imports here.
 */
import { manifest, TINY_CORE, type ModFiles } from "./fixture-mods.js";

const ITEM = (id: string, extra = "") => `[[items]]\nid = "${id}"\nname = "Item ${id}"\nsymbol = { char = "i" }\n${extra}\n`;

/** `n` mods, each depending on core alone and defining one item. */
export function manyMods(n: number): Record<string, ModFiles> {
  const mods: Record<string, ModFiles> = { core: TINY_CORE };
  for (let i = 0; i < n; i++) mods[`m${i}`] = { "manifest.toml": manifest(`m${i}`, ["core"]), "items.toml": ITEM("thing") };
  return mods;
}

/** `n` mods that each override `core:gold` and depend on none of the others: every pair conflicts. */
export function overridingMods(n: number): Record<string, ModFiles> {
  const mods: Record<string, ModFiles> = { core: TINY_CORE };
  for (let i = 0; i < n; i++) {
    mods[`o${i}`] = {
      "manifest.toml": manifest(`o${i}`, ["core"]),
      "gold.toml": `[[items]]\noverrides = "core:gold"\nname = "Gold ${i}"\nsymbol = { char = "$" }\n`,
    };
  }
  return mods;
}

/**
 * One mod `big` of `entries` items. `warned`: each item has a misspelt key (`nmae`), one
 * warning apiece that keeps the entry (the did-you-mean and the line lookup are paid per warning).
 */
export function oneBigMod(entries: number, warned = false): Record<string, ModFiles> {
  const parts: string[] = [];
  for (let i = 0; i < entries; i++) parts.push(ITEM(`i${i}`, warned ? `nmae = "typo"\n` : ""));
  return { core: TINY_CORE, big: { "manifest.toml": manifest("big", ["core"]), "items.toml": parts.join("") } };
}

/**
 * A chain of `entries` loot tables in one mod, each drawing from the next; the last draws an
 * item, or (`broken`) an item no mod has, so the whole chain is lost back to its first table.
 * The tables are written first to last: a resolver that sweeps every entry until nothing
 * changes needs one sweep per table.
 */
export function lootChain(entries: number, broken: boolean): Record<string, ModFiles> {
  const parts: string[] = [];
  for (let i = 0; i < entries - 1; i++)
    parts.push(`[[loot_tables]]\nid = "t${i}"\nentries = [{ table = "chain:t${i + 1}", weight = 1 }]\n`);
  parts.push(`[[loot_tables]]\nid = "t${entries - 1}"\nentries = [{ item = "${broken ? "chain:missing" : "core:gold"}", weight = 1 }]\n`);
  return { core: TINY_CORE, chain: { "manifest.toml": manifest("chain", ["core"]), "tables.toml": parts.join("\n") } };
}
