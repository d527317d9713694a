import * as z from "zod";
import { lazy } from "../../lib/lazy.js";

/**
 * Names of the fourteen registries, in the order the modding guide lists them.
 * The TOML table name of each is the same word (`[[items]]`).
 */
export const REGISTRY_NAMES = [
  "slots",
  "option_categories",
  "options",
  "items",
  "abilities",
  "affixes",
  "quests",
  "creatures",
  "prefabs",
  "floors",
  "scripts",
  "loot_tables",
  "modifiers",
  "npcs",
] as const;
export type RegistryName = (typeof REGISTRY_NAMES)[number];

/** Singular nouns for messages: `unknown item "core:x"`. */
export const REGISTRY_NOUN: Record<RegistryName, string> = {
  slots: "slot",
  option_categories: "option category",
  options: "option",
  items: "item",
  abilities: "ability",
  affixes: "affix",
  quests: "quest",
  creatures: "creature",
  prefabs: "prefab",
  floors: "floor",
  scripts: "script",
  loot_tables: "loot table",
  modifiers: "modifier",
  npcs: "npc",
};

export const LOCAL_ID = /^[a-z0-9_]+$/;
export const QUALIFIED_ID = /^[a-z0-9_]+:[a-z0-9_]+$/;

/** Marks a string schema as a reference into a registry; phase 3 (resolve) reads this. */
export const refTargets = z.registry<{ ref: RegistryName }>();

/** A fully qualified reference to an entry of `target`, e.g. `"core:gold"`. */
export function ref(target: RegistryName) {
  const schema = z.string().regex(QUALIFIED_ID, `write ${withArticle(REGISTRY_NOUN[target])} reference fully qualified, like "core:name"`);
  schema.register(refTargets, { ref: target });
  return schema;
}

/**
 * `schema.describe(text)` that keeps a reference a reference: `describe` returns a copy,
 * and the copy of a bare `ref(...)` would lose the mark phase 3 resolves by. The text is
 * what the guide's generated tables (`npm run docs`) and `rustkeep schema` show.
 */
export function about<T extends z.ZodType>(schema: T, text: string): T {
  const described = schema.describe(text) as T;
  const mark = refTargets.get(schema);
  if (mark) (described as z.ZodType).register(refTargets, mark);
  return described;
}

/** "an item", "a slot". */
function withArticle(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** An entry's own id as written in TOML (the loader adds the `mod:` prefix). */
export const localId = lazy(() => z.string().regex(LOCAL_ID, 'an id uses only a-z, 0-9 and _ (no prefix: the loader adds "yourmod:")'));

/** A tag is a namespaced free word (`core:boss`); tags are not checked against a registry. */
export const tag = lazy(() => z.string().regex(QUALIFIED_ID, 'a tag is namespaced, like "core:boss"'));
