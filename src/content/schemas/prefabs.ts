import { z } from "zod";
import { layoutProblems, layoutRows } from "../prefab-layout.js";
import { tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

/** A room drawn in ASCII: `# . + e l n > <`. Floors pick prefabs by tag. */
export const prefabSchema = entry({
  tags: tagList,
  layout: z.string().min(1),
  npcs: z.array(ref("npcs")).default([]),
  loot: ref("loot_tables").optional(),
  rotate: z.boolean().default(true),
  triggers: triggerList,
}).superRefine((p, ctx) => {
  for (const [, message] of layoutProblems(layoutRows(p.layout), p.npcs.length)) {
    ctx.addIssue({ code: "custom", path: message.includes("npc") ? ["npcs"] : ["layout"], message });
  }
});
