import type { TomlPath } from "./toml-lines.js";

/** Keys that would reach Object.prototype when data is copied or merged. */
const HOSTILE = new Set(["__proto__", "constructor", "prototype"]);

/** Deepest path a TOML file may hold (`items[0].symbol.char` is 4); deeper skips the file. */
const MAX_KEY_DEPTH = 64;
/** Longest key a TOML file may hold, in characters; longer skips the file. */
const MAX_KEY_LENGTH = 256;

/** What a parsed document holds that the loader must not take at face value. */
export interface DocShape {
  /** A path over the depth or key-length limit: the file is refused, with this message. */
  readonly tooBig?: { readonly path: TomlPath; readonly message: string };
  /** Some key at some depth is hostile: entries are then searched with {@link findHostileKey}. */
  readonly hostile: boolean;
}

interface Frame {
  readonly value: object;
  readonly key: string | number;
  readonly parent: Frame | undefined;
  readonly depth: number;
}

/**
 * One walk over a parsed document, without recursion (so no depth can overflow the
 * stack): the first path deeper than {@link MAX_KEY_DEPTH} or with a key longer than
 * {@link MAX_KEY_LENGTH}, and whether any key is hostile. Keys are checked as parsed,
 * so a key written with TOML escapes (`"\u005f_proto__"`) is caught too.
 */
export function inspectDoc(doc: unknown): DocShape {
  let hostile = false;
  if (!isContainer(doc)) return { hostile };
  const stack: Frame[] = [{ value: doc, key: "", parent: undefined, depth: 0 }];
  while (stack.length) {
    const frame = stack.pop()!;
    const value = frame.value;
    const depth = frame.depth + 1;
    if (Array.isArray(value)) {
      if (value.length && depth > MAX_KEY_DEPTH) return { hostile, tooBig: tooDeep(frame, 0) };
      for (let i = value.length - 1; i >= 0; i--) {
        const item: unknown = value[i];
        if (isContainer(item)) stack.push({ value: item, key: i, parent: frame, depth });
      }
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length && depth > MAX_KEY_DEPTH) return { hostile, tooBig: tooDeep(frame, keys[0]!) };
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key.length > MAX_KEY_LENGTH) {
        const message = `a key of ${key.length} characters, over the ${MAX_KEY_LENGTH}-character limit`;
        return { hostile, tooBig: { path: [...pathOf(frame), key], message } };
      }
      if (HOSTILE.has(key)) hostile = true;
      const item: unknown = (value as Record<string, unknown>)[key];
      if (isContainer(item)) stack.push({ value: item, key, parent: frame, depth });
    }
  }
  return { hostile };
}

function tooDeep(frame: Frame, key: string | number) {
  return { path: [...pathOf(frame), key], message: `keys nested deeper than ${MAX_KEY_DEPTH} levels` };
}

function pathOf(frame: Frame): (string | number)[] {
  const path: (string | number)[] = [];
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) path.push(f.key);
  return path.reverse();
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === "object" && !(value instanceof Date);
}

/** Path of the first hostile key inside `value`, if any (depth already bounded by {@link inspectDoc}). */
export function findHostileKey(value: unknown, path: TomlPath = []): TomlPath | undefined {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findHostileKey(value[i], [...path, i]);
      if (hit) return hit;
    }
  } else if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    for (const key of Object.keys(value)) {
      if (HOSTILE.has(key)) return [...path, key];
      const hit = findHostileKey((value as Record<string, unknown>)[key], [...path, key]);
      if (hit) return hit;
    }
  }
  return undefined;
}
