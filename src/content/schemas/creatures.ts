import * as z from "zod";
import { amount, bounded, LIMITS, longText, nameText, whole } from "./limits.js";
import { BASE_STATS, DAMAGE_TYPES, DERIVED_ATTRIBUTES } from "../catalog.js";
import { auraList, conditionList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

const number = amount().optional();
const baseAttributes = Object.fromEntries(
  [...BASE_STATS, ...DERIVED_ATTRIBUTES.filter((a) => a !== "initiative"), "armor"].map((a) => [a, number]),
);
const resistances = z.strictObject(Object.fromEntries(DAMAGE_TYPES.map((t) => [t, number])));

/** Base attribute values; `resistance.fire = 0.5` in TOML is the nested table written here. */
export const attributeBlock = z.strictObject({ ...baseAttributes, resistance: resistances.optional() });

/** An enemy (a boss carries the tag `core:boss`). Its ai is ordered: the first matching rule acts. */
export const creatureSchema = entry({
  name: nameText,
  description: longText.default(""),
  symbol: symbolSchema,
  attributes: attributeBlock.default({}),
  initiative: whole(-LIMITS.turns, LIMITS.turns).default(0),
  abilities: bounded(ref("abilities")).default([]),
  ai: bounded(z.strictObject({ condition: conditionList, ability: ref("abilities") })).min(1, "a creature needs at least one ai rule"),
  triggers: triggerList,
  auras: auraList,
  exp_reward: whole(0, LIMITS.amount).default(0),
  loot: ref("loot_tables").optional(),
  tags: tagList,
});
