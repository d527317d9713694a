import * as z from "zod";
import { ABILITY_TARGETS } from "../catalog.js";
import { actionList, conditionList } from "./effects.js";
import { entry } from "./entry.js";

/** An offer a creature can choose: costs stamina, may cool down, may need a condition. */
export const abilitySchema = entry({
  name: z.string().min(1),
  description: z.string().default(""),
  cost: z.int().min(0).default(0),
  cooldown: z.int().min(0).default(0),
  target: z.enum(ABILITY_TARGETS).default("enemy"),
  condition: conditionList,
  actions: actionList,
});
