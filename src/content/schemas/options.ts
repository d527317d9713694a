import { bounded, longText, nameText } from "./limits.js";
import { actionList, auraList, modifierList, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

/** A race, a class, …: modifiers and abilities the hero keeps, actions run once at creation. */
export const optionSchema = entry({
  category: ref("option_categories"),
  name: nameText,
  description: longText.default(""),
  modifiers: modifierList,
  auras: auraList,
  abilities: bounded(ref("abilities")).default([]),
  triggers: triggerList,
  on_create: actionList,
  tags: tagList,
});
