import * as z from "zod";
import { LIMITS, longText, nameText, whole } from "./limits.js";
import { ABILITY_TARGETS } from "../catalog.js";
import { actionList, conditionList } from "./effects.js";
import { entry } from "./entry.js";

/** An offer a creature can choose: costs stamina, may cool down, may need a condition. */
export const abilitySchema = entry({
  name: nameText,
  description: longText.default(""),
  cost: whole(0, LIMITS.turns).default(0),
  cooldown: whole(0, LIMITS.turns).default(0),
  target: z.enum(ABILITY_TARGETS).default("enemy"),
  condition: conditionList,
  actions: actionList,
});
