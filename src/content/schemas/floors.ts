import * as z from "zod";
import { amount, bounded, LIMITS, whole } from "./limits.js";
import { entry } from "./entry.js";
import { ref, tag } from "./refs.js";

const weight = amount(0).positive();

/** One floor's recipe: size, room count, required tags, weighted prefabs and creatures. */
export const floorSchema = entry({
  number: whole(1, LIMITS.floorNumber),
  size: z.tuple([whole(10, LIMITS.floorSide), whole(10, LIMITS.floorSide)]),
  rooms: whole(1, LIMITS.rooms),
  required: bounded(tag).default([]),
  prefabs: bounded(z.strictObject({ tag, weight }), LIMITS.weights).default([]),
  creatures: bounded(z.strictObject({ id: ref("creatures"), weight }), LIMITS.weights).default([]),
  loot: ref("loot_tables").optional(),
});
