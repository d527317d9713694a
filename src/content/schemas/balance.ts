import * as z from "zod";
import { amount, bounded, LIMITS, whole } from "./limits.js";
import { ref, tag } from "./refs.js";
import { BASE_STATS } from "../catalog.js";
import { attributeName, modifierSchema } from "./effects.js";
import { lazy, lazyFields } from "../../lib/lazy.js";

/** What a stat table row may read: a base stat, or `level` (its base is 1). */
const STAT_SOURCES = [...BASE_STATS, "level"] as const;
const statSource: ReadonlySet<string> = new Set(STAT_SOURCES);

/**
 * One row of the stat table: each point of `stat` above the hero's base adds `per_point`
 * to `attribute`. A row cannot feed a stat or `level` (a stat feeding a stat could loop).
 */
const statEffect = lazy(() =>
  z.strictObject({
    stat: z.enum(STAT_SOURCES).describe("the base stat (or `level`) whose points above the hero's base count"),
    attribute: attributeName()
      .refine((a) => !statSource.has(a), "a stat table row cannot feed a base stat or level")
      .describe("the attribute each point feeds (not a base stat or `level`)"),
    per_point: amount().describe("added to `attribute` per point above the base, taken away per point below"),
  }),
);

const share = lazy(() => amount(0, 1));
const big = lazy(() => amount(0, LIMITS.amount));

/**
 * Every tunable number of the rules. Mods merge `[balance]` field by field; these defaults
 * only stand in for a field no loaded mod sets (core sets them all). Each field's schema is
 * built on its first read (`lazyFields`): the list of names costs nothing.
 */
export const BALANCE_FIELDS = lazyFields({
  hit_base: () => share().default(0.8).describe("hit chance before accuracy and evasion"),
  hit_per_point: () => share().default(0.02).describe("hit chance per point of accuracy minus evasion"),
  hit_min: () => share().default(0.05).describe("lowest hit chance"),
  hit_max: () => share().default(0.95).describe("highest hit chance"),
  crit_chance_base: () => share().default(0.05).describe("crit chance before the crit_chance attribute"),
  crit_multiplier_base: () => amount(1, 100).default(1.5).describe("damage factor of a crit before the crit_multiplier attribute"),
  resistance_min: () => amount(-10, 0).default(-1).describe("lowest resistance (−1.0 doubles the damage)"),
  resistance_max: () => share().default(0.8).describe("highest resistance (1.0 would be immunity)"),
  min_damage: () => amount(0, LIMITS.amount).default(1).describe("damage after mitigation is at least this"),
  flee_chance: () => share().default(0.5).describe("chance a flee succeeds before dexterity"),
  exp_base: () => amount(1, LIMITS.amount).default(20).describe("experience for the first level-up"),
  exp_exponent: () => amount(0, 10).default(1.5).describe("growth of the level cost: exp_base × level^exp_exponent"),
  sell_factor: () => share().default(0.4).describe("share of the price a merchant pays"),
  charisma_price_percent: () => amount(0, 100).default(2).describe("price modifier percent per point of charisma above 10"),
  price_modifier_max: () =>
    amount(0, 100)
      .default(30)
      .describe(
        "the price modifier's bound either way, in percent; upwards it also stops below `100 × (1 − sell_factor) / (1 + sell_factor)`, so buying then selling always loses ([5.14](#514-npcs))",
      ),
  luck_factor: () => share().default(0.01).describe("chance per point of luck of one extra draw on a loot table"),
  hero_base_stats: () => big().default(10).describe("a new hero's value in each of the five base stats, before race and class"),
  hero_max_health: () => amount(1, LIMITS.amount).default(20).describe("a new hero's max_health before race and class"),
  hero_max_stamina: () => big().default(10).describe("a new hero's max_stamina before race and class"),
  hero_carry_capacity: () =>
    whole(0, LIMITS.count)
      .default(20)
      .describe("a new hero's carry_capacity before race and class: places in the pack (a stack takes one, worn items none)"),
  stat_effects: () =>
    bounded(statEffect())
      .default([])
      .describe("the stat table: what each point of a base stat above `hero_base_stats` (or each level above 1) feeds (below)"),
  stamina_regen: () => big().default(1).describe("stamina every creature gets back each turn"),
  rest_stamina: () => big().default(3).describe("stamina a hero gets back by resting a turn (instead of stamina_regen)"),
  rest_health: () =>
    big()
      .default(0)
      .describe(
        'health the hero gets back by resting a turn out of a fight; none at the doorway of a room whose enemies still stand. Logged like any heal: "Rest: you regain 1 (12 → 13)."',
      ),
  rest_health_limit: () =>
    share()
      .default(1)
      .describe(
        "the share of max health resting can bring the hero to (`0.5`: rest mends to half; past it only potions, abilities and level-ups heal); `R` stops there",
      ),
  flee_per_point: () => share().default(0.02).describe("flee chance per point of dexterity above 10"),
  common_abilities: () =>
    bounded(ref("abilities"))
      .default([])
      .describe("abilities every creature, the hero too, has besides its own; a creature's `abilities` need not list them"),
  currency: () =>
    ref("items")
      .optional()
      .describe(
        "the item that is money: prices are paid in it, the end screen counts it; an unknown item is a warning and the field is dropped",
      ),
  autopickup_tags: () =>
    bounded(tag())
      .default([])
      .describe(
        "items with one of these tags are picked up by autopickup (an option of the player's), as the `currency` is; what the player marked as junk never is",
      ),
  boss_tag: () =>
    tag()
      .optional()
      .describe(
        "the tag that makes a creature a boss for `rustkeep sim`, which reports the share of runs that met each; the rules do not read it",
      ),
  easy_modifiers: () =>
    bounded(modifierSchema())
      .default([])
      .describe(
        'modifiers the hero of an easy-mode run carries, as a source of its own ("Easy mode" on the character sheet); a normal run has none of it. A mod that sets it replaces core\'s list',
      ),
  easy_price_percent: () =>
    amount(0, 100)
      .default(0)
      .describe(
        "price modifier percent in the hero's favour in an easy-mode run: added to charisma's before `price_modifier_max` and the buy/sell bound",
      ),
  events_per_turn: () => whole(1, LIMITS.events).default(100).describe("events handled per turn before the rest is dropped"),
});

export const balanceSchema = lazy(() => z.strictObject(BALANCE_FIELDS));
export type Balance = z.output<ReturnType<typeof balanceSchema>>;

const defaults = lazy(() => balanceSchema().parse({}));
/** Every field's default (`[balance]` of no mod); each read parses the defaults once, on the first. */
export const DEFAULT_BALANCE: Balance = lazyFields(
  Object.fromEntries(Object.keys(BALANCE_FIELDS).map((key) => [key, () => defaults()[key as keyof Balance]])),
) as Balance;

/**
 * The highest price modifier (percent) at which a merchant still pays less than he asks:
 * selling earns `sell_factor × (1 + pm/100)` of a price, buying costs `1 − pm/100` of it,
 * and the first is at most the second while pm is at most this (at it they are equal; the
 * rounding rule keeps the merchant a coin ahead). The rules hold pm to it whatever
 * `price_modifier_max` says; the loader warns when a mod's numbers go past it.
 */
export function priceModifierBound(balance: Pick<Balance, "sell_factor" | "price_modifier_max">): number {
  return Math.min(balance.price_modifier_max, (100 * (1 - balance.sell_factor)) / (1 + balance.sell_factor));
}
