import * as z from "zod";
import { actionList, auraList, modifierList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

/** Every item, uniformly: what a slot, stacking and use do is data, not an item type. */
export const itemSchema = entry({
  name: z.string().min(1),
  description: z.string().default(""),
  symbol: symbolSchema,
  slot: ref("slots").optional(),
  stackable: z.boolean().default(false),
  consumed_on_use: z.boolean().default(false),
  base_price: z.int().min(0).default(0),
  modifiers: modifierList,
  auras: auraList,
  abilities: z.array(ref("abilities")).default([]),
  triggers: triggerList,
  actions: actionList,
  tags: tagList,
});
