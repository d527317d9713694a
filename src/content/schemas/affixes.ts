import * as z from "zod";
import { modifierList } from "./effects.js";
import { entry } from "./entry.js";

/** A named modifier list on an item instance, in tiers of growing strength. */
export const affixSchema = entry({
  name: z.string().min(1),
  tiers: z
    .array(z.strictObject({ modifiers: modifierList, price_factor: z.number().positive().default(1) }))
    .min(1, "an affix needs at least one tier"),
});
