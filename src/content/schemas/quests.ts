import * as z from "zod";
import { LIMITS, longText, nameText, whole } from "./limits.js";
import { EVENTS } from "../catalog.js";
import { actionList, conditionList } from "./effects.js";
import { entry } from "./entry.js";

/** A counted trigger: after `count` matching events the rewards run once. */
export const questSchema = entry({
  name: nameText,
  description: longText.default(""),
  on: z.enum(EVENTS),
  condition: conditionList,
  count: whole(1, LIMITS.questCount).default(1),
  rewards: actionList,
});
