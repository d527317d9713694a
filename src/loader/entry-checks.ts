import type { RegistryName } from "../content/schemas/index.js";
import type { ReadState } from "./read.js";
import type { TomlPath } from "./toml-lines.js";

/** A rule about one entry that needs other entries to judge: the path and message, or nothing. */
type EntryCheck = (value: Record<string, unknown>, state: ReadState) => [TomlPath, string] | undefined;

interface LootEntry {
  affix?: string;
  tier?: number;
  affixes?: string;
}

/** Tiers count from 1; a loot line naming tier 3 of a two-tier affix cannot be drawn. */
function lootTable(value: Record<string, unknown>, state: ReadState): [TomlPath, string] | undefined {
  const entries = value["entries"] as LootEntry[];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.affix !== undefined && e.tier !== undefined) {
      const tiers = (state.entries.affixes.get(e.affix)?.value["tiers"] as unknown[] | undefined)?.length ?? 0;
      if (e.tier > tiers) return [["entries", i, "tier"], `affix "${e.affix}" has ${tiers} tier(s), not ${e.tier}`];
    }
    if (e.affixes !== undefined) {
      const table = state.entries.loot_tables.get(e.affixes)?.value["entries"] as LootEntry[] | undefined;
      if (table && !table.every((t) => t.affix !== undefined || "nothing" in t)) {
        return [["entries", i, "affixes"], `"${e.affixes}" is not an affix table (its entries must be affix or nothing lines)`];
      }
    }
  }
  return undefined;
}

/** Floor numbers are the order of descent: a second floor 3 (not an override) cannot be reached. */
function floorNumber(value: Record<string, unknown>, state: ReadState): [TomlPath, string] | undefined {
  for (const [id, other] of state.entries.floors) {
    if (id === value["id"]) return undefined;
    if (other.value["number"] === value["number"]) {
      return [["number"], `floor number ${String(value["number"])} is taken by ${id} (to replace that floor, write overrides = "${id}")`];
    }
  }
  return undefined;
}

/**
 * Semantic rules that span entries, run in phase 3 beside the reference check, so an
 * entry that breaks one is lost the same way (and what refers to it, in turn).
 */
export const ENTRY_CHECKS: Partial<Record<RegistryName, EntryCheck>> = {
  loot_tables: lootTable,
  floors: floorNumber,
};
