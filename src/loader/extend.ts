import * as z from "zod";
import { REGISTRY_NAMES, REGISTRY_SCHEMAS, type RegistryName } from "../content/schemas/index.js";
import { entryBase } from "../content/schemas/entry.js";
import { defOf, unwrap } from "../content/zod-shape.js";
import { lazyFields } from "../lib/lazy.js";

/**
 * `extends`: an entry that appends to the list fields of an entry loaded before it and
 * takes elements out of them by key (`remove`). Every list field of a registry extends;
 * the other fields cannot (an override changes those). Which element has which key:
 * a plain list of ids or tags is keyed by the string itself; the object lists below by
 * the field named. Lists of modifiers, auras, actions, conditions and tiers have no key:
 * they can be added to, not removed from.
 */
const KEY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  entries: ["item", "table", "affix"],
  creatures: ["id"],
  prefabs: ["tag"],
  ai: ["ability"],
  triggers: ["id"],
  dialog: ["id"],
};

/** Lists whose elements may carry an `id` of their own, qualified with the writing mod. */
const NAMED_LISTS = ["triggers", "dialog"] as const;

/** The list fields of each registry, in schema order (a tuple like a floor's `size` is no list); each worked out on first read. */
export const LIST_FIELDS = lazyFields(
  Object.fromEntries(
    REGISTRY_NAMES.map((n) => [
      n,
      () =>
        Object.entries(shapeOf(n))
          .filter(([k, s]) => !(k in entryBase) && defOf(unwrap(s)).type === "array")
          .map(([k]) => k),
    ]),
  ),
) as unknown as Record<RegistryName, readonly string[]>;

function shapeOf(registry: RegistryName): Record<string, z.ZodType> {
  return defOf(unwrap(REGISTRY_SCHEMAS[registry])).shape ?? {};
}

const EXTENSION_SCHEMAS = new Map<RegistryName, z.ZodType>();

/**
 * The schema an `extends` entry is read with: each list field as a list of the
 * registry's elements (bounds are checked on the merged entry), any other field
 * accepted so the caller can say it does not extend, unknown keys refused.
 */
export function extensionSchema(registry: RegistryName): z.ZodType {
  let schema = EXTENSION_SCHEMAS.get(registry);
  if (schema) return schema;
  // A mod renames its own ids where it defines them: an extension has no renamed_from.
  const { renamed_from: _, ...base } = entryBase;
  const shape: Record<string, z.ZodType> = { ...base, id: z.unknown().optional(), extends: z.string() };
  for (const [key, field] of Object.entries(shapeOf(registry))) {
    if (key in entryBase) continue;
    const def = defOf(unwrap(field));
    shape[key] = def.type === "array" && def.element ? z.array(def.element).optional() : z.unknown().optional();
  }
  schema = z.strictObject(shape);
  EXTENSION_SCHEMAS.set(registry, schema);
  return schema;
}

/** The key an element of list `field` is removed by, if it has one. */
function keyOf(field: string, element: unknown): string | undefined {
  if (typeof element === "string") return element;
  if (element === null || typeof element !== "object") return undefined;
  for (const k of KEY_FIELDS[field] ?? []) {
    const v = (element as Record<string, unknown>)[k];
    if (typeof v === "string") return v;
  }
  return undefined;
}

/** Gives named triggers and dialog options their stored id, `<mod>:<id>` (in place: the value is our own). */
export function qualifyNested(value: Record<string, unknown>, mod: string): void {
  for (const field of NAMED_LISTS) {
    const list = value[field];
    if (!Array.isArray(list)) continue;
    for (const el of list as Record<string, unknown>[]) {
      if (typeof el.id === "string" && !el.id.includes(":")) el.id = `${mod}:${el.id}`;
    }
  }
}

/** What one extension did to an entry, for the log and `rustkeep explain`. */
export interface Change {
  /** Per list field added to: `entries: core:x, core:y`, `modifiers: 2 elements`. */
  readonly added: readonly string[];
  readonly removed: readonly string[];
}

/** The result of applying an extension to the value it extends. */
export interface Merged {
  readonly value: Record<string, unknown> & { id: string };
  readonly change: Change;
  /** Per list field: the index where this extension's own elements start in the merged list. */
  readonly offsets: ReadonlyMap<string, number>;
  /** Per list field that lost elements: the base index of each element kept. */
  readonly kept: ReadonlyMap<string, readonly number[]>;
  /** Remove keys that matched no element. */
  readonly unmatched: readonly string[];
  /** Non-list fields the extension wrote (ignored). */
  readonly scalars: readonly string[];
}

/** Removes, then appends: `remove` acts on what was there before, so a key can be taken out and put back changed. */
export function applyExtension(
  registry: RegistryName,
  base: Record<string, unknown> & { id: string },
  ext: Record<string, unknown>,
): Merged {
  const value: Record<string, unknown> & { id: string } = { ...base };
  const lists = LIST_FIELDS[registry];
  const removed: string[] = [];
  const unmatched: string[] = [];
  const kept = new Map<string, number[]>();
  for (const key of (ext.remove as string[] | undefined) ?? []) {
    let hit = false;
    for (const field of lists) {
      const list = value[field] as unknown[] | undefined;
      if (!list?.some((el) => keyOf(field, el) === key)) continue;
      hit = true;
      const before = kept.get(field) ?? list.map((_, i) => i);
      const keepAt = list.map((el, i) => (keyOf(field, el) === key ? -1 : i)).filter((i) => i >= 0);
      kept.set(
        field,
        keepAt.map((i) => before[i]!),
      );
      value[field] = keepAt.map((i) => list[i]);
    }
    if (hit) removed.push(key);
    else unmatched.push(key);
  }
  const added: string[] = [];
  const offsets = new Map<string, number>();
  for (const field of lists) {
    const more = ext[field] as unknown[] | undefined;
    if (!more?.length) continue;
    const list = (value[field] as unknown[] | undefined) ?? [];
    offsets.set(field, list.length);
    value[field] = [...list, ...more];
    const keys = more.map((el) => keyOf(field, el));
    added.push(
      `${field}: ${keys.every((k) => k !== undefined) ? keys.join(", ") : more.length === 1 ? "1 element" : `${more.length} elements`}`,
    );
  }
  const scalars = Object.keys(ext).filter((k) => !(k in entryBase) && ext[k] !== undefined && !lists.includes(k));
  return { value, change: { added, removed }, offsets, kept, unmatched, scalars };
}

/**
 * The merged value checked against the registry's whole format (list bounds, a creature's
 * ai, a prefab's spots). The value is made of parsed parts, so it is checked as it is,
 * apart from its full id, which the format would refuse as a local one.
 */
export function checkMerged(registry: RegistryName, value: Record<string, unknown>): z.core.$ZodIssue | undefined {
  const { id: _, ...rest } = value;
  const result = REGISTRY_SCHEMAS[registry].safeParse(rest);
  return result.success ? undefined : result.error.issues[0];
}

/** One line saying what an extension changed: `added to entries: core:x; removed core:y`. */
export function describeChange(change: Change): string {
  const parts = change.added.map((a) => `added to ${a}`);
  if (change.removed.length) parts.push(`removed ${change.removed.join(", ")}`);
  return parts.join("; ") || "changed nothing";
}
