/**
 * Evaluated once in the context, after the host functions are installed and before any
 * script is compiled. `Date` and `Math.random` go (the real clock and an unseeded draw would
 * break determinism; `rand()` is the game's RNG). Then everything reachable from the global
 * object, and the intrinsics no global names (generator, async and iterator prototypes), is
 * frozen: a script that writes a global or patches a prototype throws, so no call can leave
 * anything behind for the next one.
 */
export const HARDEN = `(() => {
  "use strict";
  delete globalThis.Date;
  delete Math.random;
  const stack = [globalThis,
    Object.getPrototypeOf(function* () {}), Object.getPrototypeOf(async function () {}),
    Object.getPrototypeOf(async function* () {}), Object.getPrototypeOf([][Symbol.iterator]()),
    Object.getPrototypeOf(new Map().entries()), Object.getPrototypeOf(new Set().values()),
    Object.getPrototypeOf(""[Symbol.iterator]()), Object.getPrototypeOf(/x/[Symbol.matchAll]("")),
    Object.getPrototypeOf(Object.getPrototypeOf((function* () {})())),
    Object.getPrototypeOf(Int8Array)];
  // Frozen means visited: nothing in a fresh context starts frozen. One descriptor read per object, not per key.
  while (stack.length) {
    const o = stack.pop();
    if (o === null || (typeof o !== "object" && typeof o !== "function") || Object.isFrozen(o)) continue;
    Object.freeze(o);
    stack.push(Object.getPrototypeOf(o));
    const all = Object.getOwnPropertyDescriptors(o);
    for (const key of Reflect.ownKeys(all)) {
      const d = all[key];
      if ("value" in d) stack.push(d.value);
      else stack.push(d.get, d.set);
    }
  }
})()`;
