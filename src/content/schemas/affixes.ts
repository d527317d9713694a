import * as z from "zod";
import { amount, bounded, LIMITS, nameText } from "./limits.js";
import { modifierList } from "./effects.js";
import { entry } from "./entry.js";
import { lazy } from "../../lib/lazy.js";

/** A named modifier list on an item instance, in tiers of growing strength. */
export const affixSchema = lazy(() =>
  entry({
    name: nameText().describe('starting with `of `, it follows the item\'s name ("Iron sword of the Fox"); any other goes before it'),
    tiers: bounded(
      z.strictObject({
        modifiers: modifierList().describe("what the affix does at this tier"),
        price_factor: amount(0, 100).positive().default(1).describe("multiplies the item's price"),
      }),
      LIMITS.tiers,
    )
      .min(1, "an affix needs at least one tier")
      .describe("tier 1 first, growing stronger"),
  }),
);
