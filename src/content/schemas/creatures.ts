import * as z from "zod";
import { BASE_STATS, DAMAGE_TYPES, DERIVED_ATTRIBUTES } from "../catalog.js";
import { auraList, conditionList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

const number = z.number();
const baseAttributes = Object.fromEntries(
  [...BASE_STATS, ...DERIVED_ATTRIBUTES.filter((a) => a !== "initiative"), "armor"].map((a) => [a, number.optional()]),
);
const resistances = z.strictObject(Object.fromEntries(DAMAGE_TYPES.map((t) => [t, number.optional()])));

/** Base attribute values; `resistance.fire = 0.5` in TOML is the nested table written here. */
export const attributeBlock = z.strictObject({ ...baseAttributes, resistance: resistances.optional() });

/** An enemy (a boss carries the tag `core:boss`). Its ai is ordered: the first matching rule acts. */
export const creatureSchema = entry({
  name: z.string().min(1),
  description: z.string().default(""),
  symbol: symbolSchema,
  attributes: attributeBlock.default({}),
  initiative: z.int().default(0),
  abilities: z.array(ref("abilities")).default([]),
  ai: z
    .array(z.strictObject({ condition: conditionList, ability: ref("abilities") }))
    .min(1, "a creature needs at least one ai rule"),
  triggers: triggerList,
  auras: auraList,
  exp_reward: z.int().min(0).default(0),
  loot: ref("loot_tables").optional(),
  tags: tagList,
});
