import { z } from "zod";
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
});
