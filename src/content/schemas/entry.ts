import * as z from "zod";
import { localId } from "./refs.js";

/**
 * Fields every registry entry has: its own `id`, or `overrides` naming the entry it
 * replaces (then `id` may be left out). Each registry schema extends this.
 */
export const entryBase = {
  id: localId.optional().describe("the entry's id, stored as `<mod id>:<id>`; required unless `overrides` is given"),
  overrides: z.string().optional().describe("the full id of an entry to replace (`\"core:iron_sword\"`, [2.7](#27-overrides)); `id` is then ignored"),
};

/** A registry entry's schema: a strict object (unknown keys are reported, not silently kept). */
export function entry<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject({ ...entryBase, ...shape });
}
