import * as z from "zod";
import { bounded, longText, nameText } from "./limits.js";
import { actionList, conditionList, nestedId, symbolSchema, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";
import { lazy } from "../../lib/lazy.js";

/**
 * A non-hostile character: a flat dialog list, optionally a shop (a loot table), and triggers
 * for the events that happen to it (`npc_talked`). An NPC has no body: whatever its dialog
 * and its triggers do, they do to the hero.
 */
export const npcSchema = lazy(() =>
  entry({
    name: nameText().describe(
      'a title after a comma is left out where the game says whose something is: "Sister Maud, warden of the crypts" → "Sister Maud\'s goods"',
    ),
    description: longText().default("").describe("shown under the name in the dialog (up to three rows at 80×24)"),
    symbol: symbolSchema().describe("drawn on the map; the hero's `@` covers it while the hero stands there"),
    dialog: bounded(
      z.strictObject({
        id: nestedId().optional().describe("a name, so an `extends` entry can `remove` the option; stored as `<mod id>:<id>`"),
        text: longText().min(1).describe("what the player says"),
        condition: conditionList().describe("the option is shown only while these hold (they look at the hero)"),
        actions: actionList().describe("run when chosen; an option without actions ends the conversation"),
      }),
    )
      .default([])
      .describe("a flat list of choices, numbered from 1 among those shown"),
    shop: ref("loot_tables").optional().describe("its goods, drawn once when the floor is generated"),
    triggers: triggerList().describe("answer the events that happen to the NPC (`npc_talked`); they act on the hero"),
  }),
);
