import type { TomlPath } from "./toml-lines.js";

/** Keys that would reach Object.prototype when data is copied or merged. */
const HOSTILE = new Set(["__proto__", "constructor", "prototype"]);
const HOSTILE_TEXT = /__proto__|constructor|prototype/;

/** Cheap pre-check on the raw text: only files that mention a hostile word get the deep scan. */
export function mayBeHostile(text: string): boolean {
  return HOSTILE_TEXT.test(text);
}

/** Path of the first hostile key inside `value`, if any. */
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
