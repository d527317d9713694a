/**
 * The fixed vocabularies of the modding API (SPEC §5): attributes, damage types, events,
 * colours. They have no namespace because the engine computes with them; mods refer to
 * them by these exact names.
 */

/** The five base stats a level-up point can raise. */
export const BASE_STATS = ["strength", "dexterity", "constitution", "intelligence", "charisma"] as const;

/** Seven damage types; each has one resistance attribute `resistance.<type>`. */
export const DAMAGE_TYPES = ["physical", "fire", "cold", "lightning", "poison", "holy", "shadow"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** Attributes other than the base stats and resistances. */
export const DERIVED_ATTRIBUTES = [
  "max_health",
  "max_stamina",
  "accuracy",
  "evasion",
  "crit_chance",
  "crit_multiplier",
  "initiative",
  "luck",
  "carry_capacity",
  "level",
] as const;

export const RESISTANCES = DAMAGE_TYPES.map((t) => `resistance.${t}` as const);

/** Every attribute name a modifier may name. `armor` is shorthand for `resistance.physical`. */
export const ATTRIBUTE_NAMES = [...BASE_STATS, ...DERIVED_ATTRIBUTES, ...RESISTANCES, "armor"] as const;
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

/** The twelve events (SPEC §5). Each carries a source and a target creature. */
export const EVENTS = [
  "turn_started",
  "turn_ended",
  "attack_hit",
  "damage_taken",
  "creature_died",
  "item_picked_up",
  "item_used",
  "floor_entered",
  "npc_talked",
  "ability_used",
  "combat_ended",
  "room_entered",
] as const;
export type EventName = (typeof EVENTS)[number];

/** Colour names a `symbol` may use; the theme maps them to the terminal (or to nothing under NO_COLOR). */
export const COLORS = [
  "black",
  "red",
  "green",
  "yellow",
  "blue",
  "magenta",
  "cyan",
  "white",
  "gray",
  "bright_red",
  "bright_green",
  "bright_yellow",
  "bright_blue",
  "bright_magenta",
  "bright_cyan",
  "bright_white",
] as const;
export type ColorName = (typeof COLORS)[number];

/** Who an ability is aimed at. */
export const ABILITY_TARGETS = ["enemy", "self", "all_enemies"] as const;
