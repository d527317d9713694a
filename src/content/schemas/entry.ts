import * as z from "zod";
import { bounded } from "./limits.js";
import { localId, QUALIFIED_ID } from "./refs.js";

/**
 * Fields every registry entry has: its own `id`, or `overrides` naming the entry it
 * replaces, or `extends` naming the entry whose list fields it appends to (with `remove`
 * taking elements out by key). The loader reads an `extends` entry with its own
 * schema (`src/loader/extend.ts`); these two are here for the JSON Schema and the guide.
 */
export const entryBase = {
  id: localId.optional().describe("the entry's id, stored as `<mod id>:<id>`; required unless `overrides` or `extends` is given"),
  overrides: z.string().optional().describe("the full id of an entry to replace (`\"core:iron_sword\"`, [2.7](#27-overrides)); `id` is then ignored"),
  extends: z.string().optional().describe("the full id of an entry whose list fields this entry's lists are appended to ([2.8](#28-extensions-extends-and-remove))"),
  remove: bounded(z.string().regex(QUALIFIED_ID, 'a remove key is fully qualified, like "core:gold"')).optional().describe("with `extends`: elements taken out of the extended entry's lists, by key"),
};

/** A registry entry's schema: a strict object (unknown keys are reported, not silently kept). */
export function entry<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject({ ...entryBase, ...shape });
}
