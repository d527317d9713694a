import * as z from "zod";
import { amount, bounded, LIMITS, nameText } from "./limits.js";
import { modifierList } from "./effects.js";
import { entry } from "./entry.js";

/** A named modifier list on an item instance, in tiers of growing strength. */
export const affixSchema = entry({
  name: nameText,
  tiers: bounded(z.strictObject({ modifiers: modifierList, price_factor: amount(0, 100).positive().default(1) }), LIMITS.tiers).min(
    1,
    "an affix needs at least one tier",
  ),
});
