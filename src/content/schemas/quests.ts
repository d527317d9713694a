import * as z from "zod";
import { EVENTS } from "../catalog.js";
import { actionList, conditionList } from "./effects.js";
import { entry } from "./entry.js";

/** A counted trigger: after `count` matching events the rewards run once. */
export const questSchema = entry({
  name: z.string().min(1),
  description: z.string().default(""),
  on: z.enum(EVENTS),
  condition: conditionList,
  count: z.int().min(1).default(1),
  rewards: actionList,
});
