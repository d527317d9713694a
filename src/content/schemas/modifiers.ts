import * as z from "zod";
import { auraList, modifierList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";

/** A named, timed modifier: a status effect like `core:poisoned`. */
export const namedModifierSchema = entry({
  name: z.string().min(1),
  description: z.string().default(""),
  duration: z.int().min(1),
  modifiers: modifierList,
  auras: auraList,
  triggers: triggerList,
  symbol: symbolSchema.optional(),
  tags: tagList,
});
