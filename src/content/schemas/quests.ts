import * as z from "zod";
import { LIMITS, longText, nameText, whole } from "./limits.js";
import { EVENTS } from "../catalog.js";
import { actionList, conditionList } from "./effects.js";
import { entry } from "./entry.js";
import { lazy } from "../../lib/lazy.js";

/** A counted trigger: after `count` matching events the rewards run once. */
export const questSchema = lazy(() =>
  entry({
    name: nameText().describe("shown in the quest log and the log lines"),
    description: longText().default("").describe("shown in the quest log"),
    on: z.enum(EVENTS).describe("the event that counts"),
    condition: conditionList().describe('an event counts only if these hold; self is the hero, `of = "target"` the event\'s other party'),
    count: whole(1, LIMITS.questCount).default(1).describe("events needed"),
    rewards: actionList().describe("run once on completion, always on the hero"),
  }),
);
