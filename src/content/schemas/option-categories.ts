import { LIMITS, longText, nameText, whole } from "./limits.js";
import { entry } from "./entry.js";
import { lazy } from "../../lib/lazy.js";

/** A character-creation step (race, class, …): the player picks `pick` options of it. */
export const optionCategorySchema = lazy(() =>
  entry({
    name: nameText().describe("the step's title"),
    description: longText().default("").describe("shown on the step"),
    pick: whole(1, LIMITS.pick).default(1).describe("how many options the player picks in this step"),
  }),
);
