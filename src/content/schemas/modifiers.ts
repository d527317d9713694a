import { LIMITS, longText, nameText, whole } from "./limits.js";
import { auraList, modifierList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";

/** A named, timed modifier: a status effect like `core:poisoned`. */
export const namedModifierSchema = entry({
  name: nameText,
  description: longText.default(""),
  duration: whole(1, LIMITS.turns),
  modifiers: modifierList,
  auras: auraList,
  triggers: triggerList,
  symbol: symbolSchema.optional(),
  tags: tagList,
});
