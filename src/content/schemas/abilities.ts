import * as z from "zod";
import { LIMITS, longText, nameText, whole } from "./limits.js";
import { ABILITY_TARGETS } from "../catalog.js";
import { actionList, conditionList } from "./effects.js";
import { entry } from "./entry.js";
import { lazy } from "../../lib/lazy.js";

/** An offer a creature can choose: costs stamina, may cool down, may need a condition. */
export const abilitySchema = lazy(() =>
  entry({
    name: nameText().describe("shown in the fight menu and the log"),
    description: longText().default("").describe("shown in the fight menu on one line: keep it under 78 characters"),
    cost: whole(0, LIMITS.turns).default(0).describe("stamina it costs"),
    cooldown: whole(0, LIMITS.turns).default(0).describe("turns before it can be used again"),
    target: z.enum(ABILITY_TARGETS).default("enemy").describe("who it is aimed at: one enemy, the user, or every enemy"),
    condition: conditionList().describe(
      'it can be used only while these hold; self is the user, `of = "target"` is the aimed-at foe (see [5.5](#55-abilities))',
    ),
    actions: actionList().describe("what it does; `to` defaults to the ability's target"),
  }),
);
