import type { z } from "zod";
import { allowedHint, nounFor } from "./closed-sets.js";
import { defOf, unwrap } from "../content/zod-shape.js";
import type { LineMap, TomlPath } from "./toml-lines.js";

/** A problem with one field of a value, located by line. */
export interface FieldWarning {
  readonly path: TomlPath;
  /** Where to look for the line: `path`, or a place inside its value (a prefab's layout row). */
  readonly linePath: TomlPath;
  readonly line: number;
  readonly message: string;
  /** An unknown key: ignored when the value loads, so the caller words it that way. */
  readonly unknownKey: boolean;
}

/** The message with what it cost: `; ignored` for an unknown key in a value that loads, else `lost`. */
export function withCost(w: FieldWarning, loaded: boolean, lost: string): string {
  return loaded ? (w.unknownKey ? `${w.message}; ignored` : w.message) : `${w.message}; ${lost}`;
}

export type Validated<T> =
  { readonly ok: true; readonly value: T; readonly warnings: FieldWarning[] } | { readonly ok: false; readonly warnings: FieldWarning[] };

/**
 * Validates `data` against a strict schema. Unknown keys are warnings with a
 * did-you-mean, and the value still loads without them; any other issue fails it.
 * `lines` is asked for only when there is something to report.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown, lines: () => LineMap): Validated<z.output<S>> {
  // reportInput costs a third more on every parse, so only the failing path asks for it.
  const fast = schema.safeParse(data);
  if (fast.success) return { ok: true, value: fast.data, warnings: [] };
  // Unknown keys alone (the commonest warning: a typo) need no input to word: they are
  // stripped and parsed once more, without reportInput, and most such entries load then.
  const onlyUnknown = fast.error.issues.every((i) => i.code === "unrecognized_keys");
  const first = onlyUnknown ? fast : schema.safeParse(data, { reportInput: true });
  if (first.success) return { ok: true, value: first.data, warnings: [] };
  const map = lines();
  const warnings: FieldWarning[] = [];
  const unknown = first.error.issues.filter((i) => i.code === "unrecognized_keys");
  for (const issue of unknown) {
    for (const key of issue.keys) {
      const path = [...issue.path, key] as TomlPath;
      warnings.push({ path, linePath: path, line: map.lineOf(path), message: unknownKeyWording(schema, path, key), unknownKey: true });
    }
  }
  let issues = first.error.issues.filter((i) => i.code !== "unrecognized_keys");
  if (issues.length === 0) {
    const stripped = withoutKeys(data, unknown);
    const second = schema.safeParse(stripped);
    if (second.success) return { ok: true, value: second.data, warnings };
    const worded = schema.safeParse(stripped, { reportInput: true });
    issues = worded.success ? [] : worded.error.issues.filter((i) => i.code !== "unrecognized_keys");
  }
  for (const issue of issues) {
    const path = issue.path as TomlPath;
    const where = path.length ? `${showPath(path)}: ` : "";
    // A check may point inside a value (a prefab's layout row: `params.line = [row]`) for the line only.
    const inside = issue.code === "custom" ? (issue.params as { line?: TomlPath } | undefined)?.line : undefined;
    const linePath = inside ? [...path, ...inside] : path;
    warnings.push({ path, linePath, line: map.lineOf(linePath), message: where + describeIssue(issue), unknownKey: false });
  }
  return { ok: false, warnings };
}

/**
 * The same typo at the same place of the same schema is worded the same: a mod that makes it
 * in every entry pays for the did-you-mean once, not once per entry. Bounded, so a mod of
 * distinct unknown keys cannot grow it without end.
 */
const wordings = new WeakMap<z.ZodType, Map<string, string>>();
const WORDINGS_KEPT = 1_000;

function unknownKeyWording(schema: z.ZodType, path: TomlPath, key: string): string {
  let memo = wordings.get(schema);
  if (!memo) wordings.set(schema, (memo = new Map()));
  const at = JSON.stringify(path); // keeps `[0]` and `"0"` apart, as showPath does
  let message = memo.get(at);
  if (message === undefined) {
    message = unknownKeyMessage(path, key, keysAt(schema, path.slice(0, -1)));
    if (memo.size >= WORDINGS_KEPT) memo.clear();
    memo.set(at, message);
  }
  return message;
}

/**
 * `resistance.water is not a damage type (one of: …)` for a key of a set known by name,
 * else `x: unknown key (did you mean "y"? one of: …)`. A quoted dotted key
 * (`"resistance.cold" = 1`) is one key in TOML: say how to nest it instead.
 */
function unknownKeyMessage(path: TomlPath, key: string, known: readonly string[]): string {
  const [head, ...rest] = key.split(".");
  if (rest.length && head && known.includes(head))
    return `${showPath(path)}: unknown key (without quotes, ${key} = … nests it under ${head})`;
  if (known.length === 0) return `${showPath(path)}: unknown key`;
  const noun = nounFor(known);
  return noun
    ? `${showPath(path)} is not ${noun}${allowedHint(key, known)}`
    : `${showPath(path)}: unknown key${allowedHint(key, known, false)}`;
}

/** `entries[2].item` */
export function showPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) {
    // A key with a dot in it is quoted, so it cannot be mistaken for a nested table.
    const key = typeof seg === "string" && !/^[A-Za-z0-9_-]+$/.test(seg) ? JSON.stringify(seg) : String(seg);
    out += typeof seg === "number" ? `[${seg}]` : out ? `.${key}` : key;
  }
  return out;
}

/** One zod issue as the warning words it: "must be at most 200", "expected a number, got a string". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case "invalid_type":
      return input === undefined
        ? `missing (required: ${expectedName(issue.expected)})`
        : `expected ${expectedName(issue.expected)}, got ${kindOf(input)}`;
    case "invalid_value": {
      if (issue.values.length === 1) return `must be ${JSON.stringify(issue.values[0])}, got ${kindOf(input)}`;
      const names = issue.values.map(String);
      return `${JSON.stringify(input)} is not ${nounFor(names) ?? "allowed here"}${allowedHint(typeof input === "string" ? input : "", names)}`;
    }
    case "too_small":
      return issue.origin === "array"
        ? issue.message.startsWith("Too small")
          ? `needs at least ${issue.minimum} item(s)`
          : issue.message
        : issue.message.startsWith("Too small")
          ? `must be ${issue.inclusive === false ? "more than" : "at least"} ${issue.minimum}`
          : issue.message;
    case "too_big":
      return issue.origin === "array" ? `takes at most ${issue.maximum} item(s)` : `must be at most ${issue.maximum}`;
    default:
      return issue.message;
  }
}

const EXPECTED: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  string: "a string",
  boolean: "true or false",
  array: "a list [ ... ]",
  object: "a table { ... }",
  tuple: "a list [ ... ]",
};

function expectedName(expected: string): string {
  return EXPECTED[expected] ?? expected;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  if (typeof value === "object") return "a table";
  if (typeof value === "number" && Number.isInteger(value)) return `the integer ${value}`;
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "string") return `the string ${JSON.stringify(value)}`;
  return typeof value;
}

/** The keys the object schema at `path` accepts (for did-you-mean on unknown keys). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let s: z.ZodType | undefined = schema;
  for (const seg of path) {
    if (!s) return [];
    const def = defOf(unwrap(s));
    if (def.type === "object") s = def.shape?.[String(seg)];
    else if (def.type === "array") s = def.element;
    else if (def.type === "tuple") s = def.items?.[Number(seg)];
    else return [];
  }
  if (!s) return [];
  const def = defOf(unwrap(s));
  return def.type === "object" && def.shape ? Object.keys(def.shape) : [];
}

/**
 * `data` with the reported unknown keys removed. Only the tables and lists on the way to
 * them are copied (the parsed TOML is the reader's and stays as read): a whole clone of
 * every entry with a typo was most of a warning's price.
 */
function withoutKeys(data: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  const copied = new Set<unknown>();
  const own = (value: unknown): unknown => {
    if (value === null || typeof value !== "object" || copied.has(value)) return value;
    const copy = Array.isArray(value) ? [...value] : { ...(value as Record<PropertyKey, unknown>) };
    copied.add(copy);
    return copy;
  };
  const root = own(data);
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") continue;
    let target = root as Record<PropertyKey, unknown> | undefined;
    for (const seg of issue.path) {
      if (!target || typeof target !== "object") break;
      target = (target[seg] = own(target[seg])) as Record<PropertyKey, unknown> | undefined;
    }
    if (target && typeof target === "object") for (const key of issue.keys) delete target[key];
  }
  return root;
}
