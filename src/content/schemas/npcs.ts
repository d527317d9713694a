import * as z from "zod";
import { bounded, longText, nameText } from "./limits.js";
import { actionList, conditionList, nestedId, symbolSchema, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

/**
 * A non-hostile character: a flat dialog list, optionally a shop (a loot table), and triggers
 * for the events that happen to it (`npc_talked`). An NPC has no body: whatever its dialog
 * and its triggers do, they do to the hero.
 */
export const npcSchema = entry({
  name: nameText,
  description: longText.default(""),
  symbol: symbolSchema,
  dialog: bounded(z.strictObject({ id: nestedId.optional(), text: longText.min(1), condition: conditionList, actions: actionList })).default([]),
  shop: ref("loot_tables").optional(),
  triggers: triggerList,
});
