import * as z from "zod";
import { bounded, LIMITS } from "./limits.js";
import { layoutProblems, layoutRows, layoutStart } from "../prefab-layout.js";
import { tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";
import { lazy } from "../../lib/lazy.js";

/** A room drawn in ASCII: `# . + e l n > <`. Floors pick prefabs by tag(). */
export const prefabSchema = lazy(() =>
  entry({
    tags: tagList().describe("what floors ask for (`core:entrance`, `core:normal`, …); they describe the room, not who stands in it"),
    layout: z.string().min(1).describe("the drawing: `# . + e l n > <` (below)"),
    npcs: bounded(ref("npcs"), LIMITS.spots)
      .default([])
      .describe("who stands on the `n` spots, in drawn reading order; exactly as many as there are `n`"),
    /** Who stands on the first `e` spots (in drawn order); the floor's weights fill the rest. */
    creatures: bounded(ref("creatures"), LIMITS.spots)
      .default([])
      .describe(
        "who stands on the first `e` spots, in drawn reading order (a boss room names its boss); the floor's weights fill the rest",
      ),
    loot: ref("loot_tables").optional().describe("what its `l` piles hold; without it, the floor's table"),
    rotate: z.boolean().default(true).describe("use all eight variants (rotations × mirror); `false`: only as drawn"),
    triggers: triggerList().describe("act through whoever stands in the room, the hero and the enemies alike"),
  }).superRefine((p, ctx) => {
    const rows = layoutRows(p.layout);
    const start = layoutStart(p.layout);
    for (const [row, message] of layoutProblems(rows, p.npcs.length)) {
      // `line` points the warning at the row's own line inside the string (see validate).
      const params = row >= 0 ? { line: [start + row] } : undefined;
      ctx.addIssue({ code: "custom", path: message.includes("npc") ? ["npcs"] : ["layout"], message, params });
    }
    const spots = rows.join("").split("e").length - 1;
    if (p.creatures.length > spots) {
      ctx.addIssue({
        code: "custom",
        path: ["creatures"],
        message: `names ${p.creatures.length} creature(s) but the layout has ${spots} enemy spot(s) (e)`,
      });
    }
  }),
);
