import * as z from "zod";
import { bounded, longText, nameText } from "./limits.js";
import { actionList, conditionList, symbolSchema } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

/** A non-hostile character: a flat dialog list and optionally a shop (a loot table). */
export const npcSchema = entry({
  name: nameText,
  description: longText.default(""),
  symbol: symbolSchema,
  dialog: bounded(z.strictObject({ text: longText.min(1), condition: conditionList, actions: actionList })).default([]),
  shop: ref("loot_tables").optional(),
});
