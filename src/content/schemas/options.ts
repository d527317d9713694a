import { bounded, longText, nameText } from "./limits.js";
import { actionList, auraList, modifierList, tagList, triggerList } from "./effects.js";
import { entry } from "./entry.js";
import { about, ref } from "./refs.js";
import { lazy } from "../../lib/lazy.js";

/** A race, a class, …: modifiers and abilities the hero keeps, actions run once at creation. */
export const optionSchema = lazy(() =>
  entry({
    category: about(ref("option_categories"), "which step of character creation offers it"),
    name: nameText().describe("shown in character creation and on the character sheet"),
    description: longText().default("").describe("shown under the name in character creation"),
    modifiers: modifierList().describe("permanent changes to the hero's attributes"),
    auras: auraList().describe("modifiers the hero puts on allies or enemies in a fight"),
    abilities: bounded(ref("abilities")).default([]).describe("abilities the hero gains (a class's kit)"),
    triggers: triggerList().describe("the hero is the carrier"),
    on_create: actionList().describe(
      "run once when the hero is created; starting gear is `give_item`: it goes into the pack, then each item with a slot nobody wears yet is put on, first come first served; what the pack cannot hold lies at the hero's feet",
    ),
    tags: tagList().describe("the hero carries them: `has_tag` conditions see an option's tags"),
  }),
);
