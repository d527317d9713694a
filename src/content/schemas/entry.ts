import * as z from "zod";
import { lazy, lazyFields } from "../../lib/lazy.js";
import { bounded } from "./limits.js";
import { localId, QUALIFIED_ID } from "./refs.js";

/** `MAJOR.MINOR.PATCH`, optionally with a pre-release or build suffix. */
export const VERSION = /^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/;

/** One old id of an entry: its local id then, and the version of the mod that renamed it. */
const renamedFrom = lazy(() =>
  z.strictObject({
    id: localId().describe("the old local id (the mod's own: `weapon_affixes`, read as `<mod id>:weapon_affixes`)"),
    version: z.string().regex(VERSION, 'a version like "0.2.0"').describe("the version of this mod that renamed it"),
  }),
);

/**
 * Fields every registry entry has: its own `id`, or `overrides` naming the entry it
 * replaces, or `extends` naming the entry whose list fields it appends to (with `remove`
 * taking elements out by key). The loader reads an `extends` entry with its own
 * schema (`src/loader/extend.ts`); these two are here for the JSON Schema and the guide.
 * Each field is built on first read (`lazyFields`): its keys cost nothing.
 */
export const entryBase = lazyFields({
  id: () => localId().optional().describe("the entry's id, stored as `<mod id>:<id>`; required unless `overrides` or `extends` is given"),
  overrides: () =>
    z.string().optional().describe('the full id of an entry to replace (`"core:iron_sword"`, [2.7](#27-overrides)); `id` is then ignored'),
  extends: () =>
    z
      .string()
      .optional()
      .describe("the full id of an entry whose list fields this entry's lists are appended to ([2.8](#28-extensions-extends-and-remove))"),
  renamed_from: () =>
    bounded(renamedFrom())
      .optional()
      .describe(
        "ids this entry had before, each with the version of this mod that renamed it: an old id anywhere (a reference, a save, a typed id) is read as this one, with a notice ([10.3](#103-renaming-your-own-ids))",
      ),
  remove: () =>
    bounded(z.string().regex(QUALIFIED_ID, 'a remove key is fully qualified, like "core:gold"'))
      .optional()
      .describe("with `extends`: elements taken out of the extended entry's lists, by key"),
});

/** A registry entry's schema: a strict object (unknown keys are reported, not silently kept). */
export function entry<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject({ ...entryBase, ...shape });
}
