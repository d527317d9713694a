import * as z from "zod";
import { bounded, LIMITS, longText, nameText, whole } from "./limits.js";
import { actionList, auraList, modifierList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";
import { lazy } from "../../lib/lazy.js";

/** Every item, uniformly: what a slot, stacking and use do is data, not an item type. */
export const itemSchema = lazy(() =>
  entry({
    name: nameText().describe(
      'how the log counts it: a name whose head word (the last before any "of …") ends in a plural s ("Shadow slippers") takes no article; "Staff of embers" is singular',
    ),
    description: longText().default("").describe("shown when the item is examined"),
    symbol: symbolSchema().describe("not drawn on the map today: every pile there is the same `*`, whatever it holds"),
    slot: ref("slots")
      .optional()
      .describe("the item can be worn there (one item per slot; putting on another swaps); without a slot it cannot"),
    stackable: z
      .boolean()
      .default(false)
      .describe("instances with the same definition and affixes are one stack with a count, one place in the pack"),
    consumed_on_use: z.boolean().default(false).describe("using it uses one of the stack up"),
    base_price: whole(0, LIMITS.amount).default(0).describe("price before affixes and charisma"),
    modifiers: modifierList().describe("what the item does to its bearer's attributes while worn"),
    auras: auraList().describe("while worn: modifiers on the bearer's allies or enemies in a fight"),
    abilities: bounded(ref("abilities")).default([]).describe("abilities it grants while worn (core's wand grants `core:spark`)"),
    triggers: triggerList().describe("while worn, the bearer is the carrier"),
    actions: actionList().describe("run when the item is used (`to` defaults to the user); an item without actions cannot be used"),
    tags: tagList().describe("while worn, the bearer carries them (`has_tag`)"),
  }),
);
