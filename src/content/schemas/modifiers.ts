import { LIMITS, longText, nameText, whole } from "./limits.js";
import { auraList, modifierList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";

/** A named, timed modifier: a status effect like `core:poisoned`. */
export const namedModifierSchema = entry({
  name: nameText.describe("shown in the status lines and the log"),
  description: longText.default("").describe("shown when the effect is looked at"),
  duration: whole(1, LIMITS.turns).describe("turns it lasts: it counts down at the end of every turn except the one it was put on"),
  modifiers: modifierList.describe("attribute changes while active"),
  auras: auraList.describe("modifiers on the carrier's allies or enemies while it lasts"),
  triggers: triggerList.describe("whoever has the effect is the carrier"),
  symbol: symbolSchema.optional().describe("the status lines show the effect's name in its `color`; its `char` is not drawn"),
  tags: tagList.describe("the carrier carries them while it lasts; core uses `core:harmful` and `core:helpful`"),
});
