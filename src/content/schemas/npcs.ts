import * as z from "zod";
import { actionList, conditionList, symbolSchema } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

/** A non-hostile character: a flat dialog list and optionally a shop (a loot table). */
export const npcSchema = entry({
  name: z.string().min(1),
  description: z.string().default(""),
  symbol: symbolSchema,
  dialog: z
    .array(z.strictObject({ text: z.string().min(1), condition: conditionList, actions: actionList }))
    .default([]),
  shop: ref("loot_tables").optional(),
});
