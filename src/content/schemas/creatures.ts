import * as z from "zod";
import { amount, bounded, LIMITS, longText, nameText, whole } from "./limits.js";
import { BASE_STATS, DAMAGE_TYPES, DERIVED_ATTRIBUTES } from "../catalog.js";
import { auraList, conditionList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { about, ref } from "./refs.js";
import { lazy } from "../../lib/lazy.js";

/** Base attribute values; `resistance.fire = 0.5` in TOML is the nested table written here. */
export const attributeBlock = lazy(() => {
  const number = amount().optional();
  const baseAttributes = Object.fromEntries(
    [...BASE_STATS, ...DERIVED_ATTRIBUTES.filter((a) => a !== "initiative"), "armor"].map((a) => [a, number]),
  );
  const resistances = z.strictObject(Object.fromEntries(DAMAGE_TYPES.map((t) => [t, number])));
  return z.strictObject({ ...baseAttributes, resistance: resistances.optional() });
});

/** An enemy (a boss carries the tag `core:boss`). Its ai is ordered: the first matching rule acts. */
export const creatureSchema = lazy(() =>
  entry({
    name: nameText().describe("shown on the map's side panel, the fight and the log"),
    description: longText().default("").describe("shown when the creature is looked at"),
    symbol: symbolSchema().describe("drawn on the map"),
    attributes: attributeBlock().default({}).describe("base values (`initiative` is its own field)"),
    initiative: whole(-LIMITS.turns, LIMITS.turns).default(0).describe("turn order; ties go to the hero"),
    abilities: bounded(ref("abilities"))
      .default([])
      .describe("what it can do besides `[balance] common_abilities` (core: attack and flee)"),
    ai: bounded(
      z.strictObject({
        condition: conditionList().describe('when this rule applies; self is the creature, `of = "target"` the hero'),
        ability: about(ref("abilities"), "what it then does"),
      }),
    )
      .min(1, "a creature needs at least one ai rule")
      .describe(
        "read top to bottom: the first rule whose conditions hold and whose ability is usable is announced as its intent, and the announcement binds",
      ),
    triggers: triggerList().describe("the creature is the carrier"),
    auras: auraList().describe("modifiers it puts on the hero (`enemies`) or its fellow enemies (`allies`)"),
    exp_reward: whole(0, LIMITS.amount).default(0).describe("experience for killing it"),
    loot: ref("loot_tables").optional().describe("what it drops: drawn when it dies, a pile where it fell"),
    tags: tagList().describe("`core:boss` makes it a boss; `has_tag` sees them"),
  }),
);
