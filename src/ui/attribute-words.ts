import { ATTRIBUTE_NAMES, type AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import { REGISTRY_NAMES } from "../content/schemas/index.js";

/**
 * How an attribute's amount reads: `points` as a number (`+2 strength`), `fraction` as a
 * percentage of a whole (`0.05` → `+5% physical resistance`), `multiplier` as a factor
 * added to a multiplier (`0.5` → `+0.5× critical damage`).
 */
type Unit = "points" | "fraction" | "multiplier";

/** The one table of attribute words: what the player reads for each catalog name. */
const WORDS: Record<AttributeName, { readonly words: string; readonly unit: Unit }> = {
  strength: { words: "strength", unit: "points" },
  dexterity: { words: "dexterity", unit: "points" },
  constitution: { words: "constitution", unit: "points" },
  intelligence: { words: "intelligence", unit: "points" },
  charisma: { words: "charisma", unit: "points" },
  max_health: { words: "max health", unit: "points" },
  max_stamina: { words: "max stamina", unit: "points" },
  accuracy: { words: "accuracy", unit: "points" },
  evasion: { words: "evasion", unit: "points" },
  crit_chance: { words: "critical hit chance", unit: "fraction" },
  crit_multiplier: { words: "critical damage", unit: "multiplier" },
  initiative: { words: "initiative", unit: "points" },
  luck: { words: "luck", unit: "points" },
  carry_capacity: { words: "carrying capacity", unit: "points" },
  level: { words: "level", unit: "points" },
  "resistance.physical": { words: "physical resistance", unit: "fraction" },
  "resistance.fire": { words: "fire resistance", unit: "fraction" },
  "resistance.cold": { words: "cold resistance", unit: "fraction" },
  "resistance.lightning": { words: "lightning resistance", unit: "fraction" },
  "resistance.poison": { words: "poison resistance", unit: "fraction" },
  "resistance.holy": { words: "holy resistance", unit: "fraction" },
  "resistance.shadow": { words: "shadow resistance", unit: "fraction" },
  armor: { words: "physical resistance", unit: "fraction" },
};

function wordsOf(attribute: string) {
  return WORDS[attribute as AttributeName] ?? { words: attribute, unit: "points" as const };
}

const signed = (n: number, suffix = "") => `${n < 0 ? "-" : "+"}${Math.abs(n)}${suffix}`;
// Rounded to a tenth of a percent so 0.07 × 100 reads 7, not 7.000000000000001.
const percentOf = (fraction: number) => Math.round(fraction * 1000) / 10;

/** A flat amount in the player's words: `+2 strength`, `+5% physical resistance`, `+0.5× critical damage`. */
export function flatWords(attribute: string, flat: number): string {
  const { words, unit } = wordsOf(attribute);
  if (unit === "fraction") return `${signed(percentOf(flat), "%")} ${words}`;
  if (unit === "multiplier") return `${signed(flat, "×")} ${words}`;
  return `${signed(flat)} ${words}`;
}

/** A percent modifier: `+10% max health` scales the attribute; on a fraction it scales the fraction (`×1.1`). */
export function percentWords(attribute: string, percent: number): string {
  const { words, unit } = wordsOf(attribute);
  if (unit === "points") return `${signed(percent, "%")} ${words}`;
  return `${words} ×${Math.round((1 + percent / 100) * 100) / 100}`;
}

/**
 * Attributes no rule of the engine reads by name: base stats count only where data scales
 * with them (charisma also sets prices), and luck, carrying and level wait for loot, the
 * pack and levels.
 */
const NOT_READ_BY_RULES: ReadonlySet<AttributeName> = new Set(["strength", "constitution", "intelligence", "luck", "carry_capacity", "level"]);

/**
 * Attributes the engine's rules read by name (hit, crit, turn order, fleeing, damage
 * taken, health and stamina). A test checks this against `src/game`, so a rule that
 * starts reading another one fails it until the attribute is moved here.
 */
export const RULE_ATTRIBUTES: ReadonlySet<string> = new Set(ATTRIBUTE_NAMES.filter((a) => !NOT_READ_BY_RULES.has(a)));

/** Every `scale` and `attribute_at_least` attribute anywhere in the loaded data. */
function dataReads(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) dataReads(v, into);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "scale" && typeof v === "string") into.add(v);
      else if (key === "attribute_at_least" && v && typeof v === "object" && "attribute" in v) into.add(String(v.attribute));
      else dataReads(v, into);
    }
  }
}

/**
 * The attributes that change anything in this game: those the rules read, and those the
 * loaded data reads (an ability scaling with `strength`, a condition on `luck`). A
 * modifier of any other attribute does nothing yet, and the UI says so.
 */
export function attributesInPlay(registries: Registries): ReadonlySet<string> {
  const reads = new Set(RULE_ATTRIBUTES);
  for (const name of REGISTRY_NAMES) dataReads(registries[name].all(), reads);
  return reads;
}
