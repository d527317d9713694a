import * as z from "zod";
import { amount, bounded, LIMITS, whole } from "./limits.js";
import { entry } from "./entry.js";
import { about, ref, tag } from "./refs.js";
import { lazy } from "../../lib/lazy.js";

const weight = lazy(() => amount(0).positive());

/** One floor's recipe: size, room count, required tags, weighted prefabs and creatures. */
export const floorSchema = lazy(() =>
  entry({
    number: whole(1, LIMITS.floorNumber).describe(
      "its depth: descending leads to `number + 1`; when there is none, descending wins the run",
    ),
    size: z.tuple([whole(10, LIMITS.floorSide), whole(10, LIMITS.floorSide)]).describe("`[width, height]` of the map in tiles"),
    rooms: whole(1, LIMITS.rooms).describe("rooms to place in total"),
    required: bounded(tag()).default([]).describe("for each tag, a prefab with it is placed first: the guarantee"),
    prefabs: bounded(
      z.strictObject({ tag: tag().describe("a prefab tag"), weight: weight().describe("relative to the others, not a percentage") }),
      LIMITS.weights,
    )
      .default([])
      .describe("then rooms are filled by these weighted tags"),
    creatures: bounded(
      z.strictObject({
        id: about(ref("creatures"), "the creature"),
        weight: weight().describe("relative to the others, not a percentage"),
      }),
      LIMITS.weights,
    )
      .default([])
      .describe("which creature stands on each `e` a prefab leaves open"),
    loot: ref("loot_tables")
      .optional()
      .describe("for `l` piles of prefabs without their own `loot`; with neither, an `l` spot holds nothing"),
  }),
);
