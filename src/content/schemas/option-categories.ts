import { LIMITS, longText, nameText, whole } from "./limits.js";
import { entry } from "./entry.js";

/** A character-creation step (race, class, …): the player picks `pick` options of it. */
export const optionCategorySchema = entry({
  name: nameText,
  description: longText.default(""),
  pick: whole(1, LIMITS.pick).default(1),
});
