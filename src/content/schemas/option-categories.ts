import * as z from "zod";
import { entry } from "./entry.js";

/** A character-creation step (race, class, …): the player picks `pick` options of it. */
export const optionCategorySchema = entry({
  name: z.string().min(1),
  description: z.string().default(""),
  pick: z.int().min(1).default(1),
});
