import * as z from "zod";
import { LIMITS, longText, nameText, whole } from "./limits.js";
import { auraList, modifierList, symbolSchema, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { lazy } from "../../lib/lazy.js";

/**
 * A named modifier: a status effect like `core:poisoned`, timed (`duration`) or lasting
 * until removed (`permanent`, a boss's phase): exactly one of the two.
 */
export const namedModifierSchema = lazy(() =>
  entry({
    name: nameText().describe("shown in the status lines and the log"),
    description: longText().default("").describe("shown when the effect is looked at"),
    duration: whole(1, LIMITS.turns)
      .optional()
      .describe("turns it lasts: it counts down at the end of every turn except the one it was put on; required unless `permanent`"),
    permanent: z
      .boolean()
      .default(false)
      .describe(
        "`true`: it lasts until removed (`remove_modifier`) or its carrier dies, shown with no count of turns; it then has no `duration` (an `add_modifier` action's own `duration` still times that one use)",
      ),
    modifiers: modifierList().describe("attribute changes while active"),
    auras: auraList().describe("modifiers on the carrier's allies or enemies while it lasts"),
    triggers: triggerList().describe("whoever has the effect is the carrier"),
    symbol: symbolSchema().optional().describe("the status lines show the effect's name in its `color`; its `char` is not drawn"),
    tags: tagList().describe("the carrier carries them while it lasts; core uses `core:harmful` and `core:helpful`"),
  }).superRefine((m, ctx) => {
    if (m.permanent && m.duration !== undefined)
      ctx.addIssue({ code: "custom", path: ["duration"], message: "a permanent modifier has no duration (leave one of the two out)" });
    if (!m.permanent && m.duration === undefined)
      ctx.addIssue({ code: "custom", path: ["duration"], message: "required unless permanent = true" });
  }),
);
