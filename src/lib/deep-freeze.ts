/** Freezes a value and everything inside it, so no caller can change it (a definition, a checked script action, a cached load's balance). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    // for-in allocates no key array; what is frozen is plain data without inherited keys.
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== null && typeof v === "object") deepFreeze(v);
    }
  }
  return value;
}
