import type { AttributeName } from "./catalog.js";
import type { Modifier } from "./schemas/effects.js";
import { numberWords, signedWords } from "../lib/number-words.js";

/**
 * How an attribute's amount reads: `points` as a number (`+2 strength`), `fraction` as a
 * percentage of a whole (`0.05` → `+5% physical resistance`), `multiplier` as a factor
 * added to a multiplier (`0.5` → `+0.5× critical damage`).
 */
type Unit = "points" | "fraction" | "multiplier";

/**
 * The one table of attribute words: what the player reads for each catalog name. The game
 * (item descriptions) and the UI (options, the character sheet) both word attributes through it.
 */
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

/** The words for an attribute: `max health`, `fire resistance`; an unknown name as written. */
export function attributeWords(attribute: string): string {
  return wordsOf(attribute).words;
}

// Every amount is written by `numberWords`; a fraction reads as a percent to a tenth (0.07 → 7, not 7.000000000000001).
const signed = (n: number, suffix = "") => signedWords(n, suffix);
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
  return `${words} ×${numberWords(1 + percent / 100)}`;
}

/** `+2 strength`, `+10% max health`, `+5% physical resistance`; a modifier with both parts gives two. */
export function modifierWords(m: Modifier): string[] {
  const parts: string[] = [];
  if (m.flat !== undefined) parts.push(flatWords(m.attribute, m.flat));
  if (m.percent !== undefined) parts.push(percentWords(m.attribute, m.percent));
  return parts;
}

/**
 * An attribute's amount without its words, in its unit: `12`, `5%`, `1.5×`; with `sign`
 * as a part of a sum reads (`+2`, `-1`, `+5%`). Rounded to a hundredth.
 */
export function valueWords(attribute: string, value: number, sign = false): string {
  const { unit } = wordsOf(attribute);
  const amount = unit === "fraction" ? percentOf(value) : value;
  const suffix = unit === "fraction" ? "%" : unit === "multiplier" ? "×" : "";
  return sign ? signed(amount, suffix) : `${numberWords(amount)}${suffix}`;
}

/**
 * How much an attribute would change, name first as a comparison reads: `strength +2`,
 * `physical resistance +5%`, `evasion -1`. Rounded to a hundredth (a percent modifier
 * leaves long decimals).
 */
export function changeWords(attribute: string, by: number): string {
  const { words, unit } = wordsOf(attribute);
  if (unit === "fraction") return `${words} ${signed(percentOf(by), "%")}`;
  return `${words} ${signed(by, unit === "multiplier" ? "×" : "")}`;
}
