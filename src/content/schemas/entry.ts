import * as z from "zod";
import { localId } from "./refs.js";

/**
 * Fields every registry entry has: its own `id`, or `overrides` naming the entry it
 * replaces (then `id` may be left out). Each registry schema extends this.
 */
export const entryBase = {
  id: localId.optional(),
  overrides: z.string().optional(),
};

/** A registry entry's schema: a strict object (unknown keys are reported, not silently kept). */
export function entry<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject({ ...entryBase, ...shape });
}
