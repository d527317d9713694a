import type { z } from "zod";
import { balanceSchema } from "../content/schemas/balance.js";
import { REGISTRY_NAMES, REGISTRY_SCHEMAS, type RegistryName } from "../content/schemas/index.js";
import { refTargets } from "../content/schemas/refs.js";
import type { TomlPath } from "./toml-lines.js";
import { defOf, unwrap } from "../content/zod-shape.js";
import { pushAll } from "../lib/arrays.js";
import { lazyFields } from "../lib/lazy.js";

/**
 * Where a schema holds references, as a tree of its fields: a leaf names the registry
 * its string must be in; `each` stands for every array element. Built once per schema
 * from the `ref()` marks, so resolving an entry walks only the fields that can refer.
 */
export interface RefTree {
  target?: RegistryName;
  fields?: Map<string, RefTree>;
  /** `fields` as a list, made with it: the walks below run per entry, and a Map's iterator allocates per step. */
  pairs?: readonly (readonly [string, RefTree])[];
  each?: RefTree;
}

function withFields(fields: Map<string, RefTree>): Pick<RefTree, "fields" | "pairs"> {
  return { fields, pairs: [...fields] };
}

function buildRefTree(schema: z.ZodType): RefTree | undefined {
  return build(schema, 0);
}

function build(schema: z.ZodType, depth: number): RefTree | undefined {
  if (depth > 12) return undefined;
  const inner = unwrap(schema);
  const mark = refTargets.get(inner) ?? refTargets.get(schema);
  if (mark) return { target: mark.ref };
  const def = defOf(inner);
  if (def.type === "array" && def.element) {
    const each = build(def.element, depth + 1);
    return each && { each };
  }
  const shapes: [string, z.ZodType][] = [];
  if (def.type === "object" && def.shape) pushAll(shapes, Object.entries(def.shape));
  else if (def.type === "tuple" && def.items) def.items.forEach((v, i) => shapes.push([String(i), v]));
  else if (def.type === "union" && def.options) {
    // Union members are merged: whichever member a value matched, its fields are looked at.
    const merged = def.options.map((o) => build(o, depth + 1)).filter((t): t is RefTree => t !== undefined);
    return merged.reduce<RefTree | undefined>((a, b) => (a ? merge(a, b) : b), undefined);
  }
  const fields = new Map<string, RefTree>();
  for (const [key, child] of shapes) {
    const tree = build(child, depth + 1);
    if (tree) fields.set(key, tree);
  }
  return fields.size ? withFields(fields) : undefined;
}

function merge(a: RefTree, b: RefTree): RefTree {
  const fields = new Map(a.fields);
  for (const [k, v] of b.fields ?? []) fields.set(k, fields.has(k) ? merge(fields.get(k)!, v) : v);
  const each = a.each && b.each ? merge(a.each, b.each) : (a.each ?? b.each);
  return { target: a.target ?? b.target, ...(fields.size ? withFields(fields) : {}), each };
}

/** A reference found to be broken: where it is, what it says, which registry it wanted. */
export interface BrokenRef {
  readonly path: TomlPath;
  readonly id: string;
  readonly target: RegistryName;
}

/**
 * The first reference in `value` that `known` rejects. The path stack is shared and
 * copied only for the broken one: this runs for every entry on every load.
 */
export function firstBroken(
  value: unknown,
  tree: RefTree,
  known: (target: RegistryName, id: string) => boolean,
  path: (string | number)[] = [],
): BrokenRef | undefined {
  if (value === undefined || value === null) return undefined;
  if (tree.target) {
    return typeof value === "string" && !known(tree.target, value) ? { path: [...path], id: value, target: tree.target } : undefined;
  }
  if (tree.each) {
    if (!Array.isArray(value)) return undefined;
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      const bad = firstBroken(value[i], tree.each, known, path);
      path.pop();
      if (bad) return bad;
    }
    return undefined;
  }
  if (!tree.pairs || typeof value !== "object") return undefined;
  for (const [key, child] of tree.pairs) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    path.push(key);
    const bad = firstBroken(v, child, known, path);
    path.pop();
    if (bad) return bad;
  }
  return undefined;
}

/** Calls `visit` for every reference in `value`, with its path (shared: copy it to keep it). */
export function forEachRef(
  value: unknown,
  tree: RefTree,
  visit: (path: readonly (string | number)[], id: string, target: RegistryName) => void,
  path: (string | number)[] = [],
): void {
  if (value === undefined || value === null) return;
  if (tree.target) {
    if (typeof value === "string") visit(path, value, tree.target);
    return;
  }
  if (tree.each) {
    if (!Array.isArray(value)) return;
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      forEachRef(value[i], tree.each, visit, path);
      path.pop();
    }
    return;
  }
  if (!tree.pairs || typeof value !== "object") return;
  for (const [key, child] of tree.pairs) {
    path.push(key);
    forEachRef((value as Record<string, unknown>)[key], child, visit, path);
    path.pop();
  }
}

const TARGETS = new WeakMap<RefTree, ReadonlySet<RegistryName>>();

/** Every registry a value of this tree can refer to (worked out once per tree). */
export function targetsOf(tree: RefTree): ReadonlySet<RegistryName> {
  let found = TARGETS.get(tree);
  if (!found) {
    const set = new Set<RegistryName>();
    if (tree.target) set.add(tree.target);
    if (tree.each) for (const t of targetsOf(tree.each)) set.add(t);
    for (const child of tree.fields?.values() ?? []) for (const t of targetsOf(child)) set.add(t);
    TARGETS.set(tree, (found = set));
  }
  return found;
}

/**
 * Each registry's reference tree and `[balance]`'s, built once for resolve, the checks and
 * `explain`: each on its first read, from a schema built then too (`lazyFields`).
 */
export const REF_TREES = lazyFields({
  ...(Object.fromEntries(REGISTRY_NAMES.map((n) => [n, () => buildRefTree(REGISTRY_SCHEMAS[n])])) as Record<
    RegistryName,
    () => RefTree | undefined
  >),
  balance: () => buildRefTree(balanceSchema()),
});

/**
 * Replaces, in place, each reference `map` answers with a new id (the value is the loader's
 * own copy); `visit` hears every change with its path (shared: copy it to keep it).
 */
export function mapRefs(
  value: unknown,
  tree: RefTree,
  map: (id: string, target: RegistryName) => string | undefined,
  visit: (path: readonly (string | number)[], old: string, target: RegistryName) => void,
  path: (string | number)[] = [],
): void {
  if (value === undefined || value === null || typeof value !== "object") return;
  if (tree.each) {
    if (!Array.isArray(value)) return;
    for (let i = 0; i < value.length; i++) mapChild(value as unknown as Record<number, unknown>, i, tree.each, map, visit, path);
    return;
  }
  if (!tree.pairs || Array.isArray(value)) return;
  for (const [key, child] of tree.pairs) {
    if ((value as Record<string, unknown>)[key] !== undefined) mapChild(value as Record<string, unknown>, key, child, map, visit, path);
  }
}

function mapChild(
  parent: Record<string | number, unknown>,
  key: string | number,
  tree: RefTree,
  map: (id: string, target: RegistryName) => string | undefined,
  visit: (path: readonly (string | number)[], old: string, target: RegistryName) => void,
  path: (string | number)[],
): void {
  path.push(key);
  const v = parent[key];
  if (tree.target) {
    const to = typeof v === "string" ? map(v, tree.target) : undefined;
    if (to !== undefined) {
      parent[key] = to;
      visit(path, v as string, tree.target);
    }
  } else mapRefs(v, tree, map, visit, path);
  path.pop();
}
