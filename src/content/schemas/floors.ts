import * as z from "zod";
import { entry } from "./entry.js";
import { ref, tag } from "./refs.js";

const weight = z.number().positive();

/** One floor's recipe: size, room count, required tags, weighted prefabs and creatures. */
export const floorSchema = entry({
  number: z.int().min(1),
  size: z.tuple([z.int().min(10), z.int().min(10)]),
  rooms: z.int().min(1),
  required: z.array(tag).default([]),
  prefabs: z.array(z.strictObject({ tag, weight })).default([]),
  creatures: z.array(z.strictObject({ id: ref("creatures"), weight })).default([]),
  loot: ref("loot_tables").optional(),
});
