import type { AttributeChange, ItemDescription } from "../game/queries/index.js";
import { flatWords } from "./attribute-words.js";

// Attribute values are sums of decimal factors: 0.1 + 0.2 must read 0.3.
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/** What wearing an item would change, each as the change it is: "+2 strength, -1 evasion". */
export function changeWords(changes: readonly AttributeChange[]): string {
  return changes.map((c) => flatWords(c.attribute, tidy(c.after - c.before))).join(", ");
}

/**
 * What an item does, one line a part: its own modifiers, each affix with its tier, the
 * abilities it grants, its triggers, what using it does. Empty for an item that does nothing.
 */
export function effectLines(d: ItemDescription): string[] {
  return [
    ...(d.modifiers.length ? [d.modifiers.join(", ")] : []),
    ...d.affixes.map((a) => `${a.name} (tier ${a.tier}): ${a.modifiers.join(", ") || "no effect"}`),
    ...(d.abilities.length ? [`grants ${d.abilities.join(", ")}`] : []),
    ...d.triggers,
    ...(d.onUse.length ? [`on use: ${d.onUse.join(", ")}${d.consumed ? " (used up)" : ""}`] : []),
  ];
}

/** At most `rows` lines; when some are left out, the last says how many. */
export function fitLines(lines: readonly string[], rows: number): string[] {
  if (lines.length <= rows) return [...lines];
  if (rows <= 0) return [];
  return [...lines.slice(0, rows - 1), `… and ${lines.length - rows + 1} more`];
}
