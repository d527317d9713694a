import * as z from "zod";
import { ref } from "./refs.js";

const n = z.number();

/**
 * Every tunable number of the rules. Mods merge `[balance]` field by field; these defaults
 * only stand in for a field no loaded mod sets (core sets them all).
 */
export const BALANCE_FIELDS = {
  hit_base: n.default(0.8).describe("hit chance before accuracy and evasion"),
  hit_per_point: n.default(0.02).describe("hit chance per point of accuracy minus evasion"),
  hit_min: n.default(0.05).describe("lowest hit chance"),
  hit_max: n.default(0.95).describe("highest hit chance"),
  crit_chance_base: n.default(0.05).describe("crit chance before the crit_chance attribute"),
  crit_multiplier_base: n.default(1.5).describe("damage factor of a crit before the crit_multiplier attribute"),
  resistance_min: n.default(-1).describe("lowest resistance (−1.0 is double damage)"),
  resistance_max: n.default(0.8).describe("highest resistance (1.0 would be immunity)"),
  min_damage: n.default(1).describe("damage after mitigation is at least this"),
  flee_chance: n.default(0.5).describe("chance a flee succeeds before dexterity"),
  exp_base: n.default(20).describe("experience for the first level-up"),
  exp_exponent: n.default(1.5).describe("growth of the level cost: exp_base × level^exp_exponent"),
  sell_factor: n.default(0.4).describe("share of the price a merchant pays"),
  charisma_price_percent: n.default(2).describe("price modifier percent per point of charisma above 10"),
  luck_factor: n.default(0.01).describe("chance per point of luck of one extra draw on a loot table"),
  hero_base_stats: n.default(10).describe("a new hero's value in each of the five base stats, before race and class"),
  hero_max_health: n.default(20).describe("a new hero's max_health before race and class"),
  hero_max_stamina: n.default(10).describe("a new hero's max_stamina before race and class"),
  stamina_regen: n.default(1).describe("stamina a creature gets back each turn"),
  rest_stamina: n.default(3).describe("stamina a hero gets back by resting a turn (instead of stamina_regen)"),
  flee_per_point: n.default(0.02).describe("flee chance per point of dexterity above 10"),
  common_abilities: z.array(ref("abilities")).default([]).describe("abilities every creature has besides its own (core: attack and flee)"),
  currency: ref("items").optional().describe("the item that is money: prices are paid in it, the end screen counts it"),
  events_per_turn: z.int().min(1).default(100).describe("events handled per turn before the rest is dropped"),
} as const;

export const balanceSchema = z.strictObject(BALANCE_FIELDS);
export type Balance = z.output<typeof balanceSchema>;
export const DEFAULT_BALANCE: Balance = balanceSchema.parse({});
