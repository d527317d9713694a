import * as z from "zod";
import { bounded, LIMITS, longText, nameText, whole } from "./limits.js";
import { actionList, auraList, modifierList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

/** Every item, uniformly: what a slot, stacking and use do is data, not an item type. */
export const itemSchema = entry({
  name: nameText,
  description: longText.default(""),
  symbol: symbolSchema,
  slot: ref("slots").optional(),
  stackable: z.boolean().default(false),
  consumed_on_use: z.boolean().default(false),
  base_price: whole(0, LIMITS.amount).default(0),
  modifiers: modifierList,
  auras: auraList,
  abilities: bounded(ref("abilities")).default([]),
  triggers: triggerList,
  actions: actionList,
  tags: tagList,
});
