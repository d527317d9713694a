/**
 * Evaluated once in the context, after the host functions are installed and before any
 * script is compiled. What would break determinism goes: `Date` and `Math.random` (the real
 * clock, an unseeded draw; `rand()` is the game's RNG), `WeakRef` and `FinalizationRegistry`
 * (what they see depends on when the collector ran, which depends on every call before).
 * Code made from text goes too: `eval` and every Function constructor (plain, generator,
 * async, async generator) throw, so all code a script runs is its file, checked at load.
 *
 * Then everything reachable from the global object is frozen, and with it the intrinsics no
 * global names, which a script gets only through an instance: generator, async and iterator
 * prototypes, the iterator helpers' (`[].values().map(f)`, `Iterator.from`, `Iterator.concat`),
 * `%TypedArray%`. A script that writes a global or patches a prototype throws, so no call can
 * leave anything behind for the next one. `test/script/freeze.test.ts` walks wider (it calls
 * every function it finds) and fails on anything left open.
 */
export const HARDEN = `(() => {
  "use strict";
  delete globalThis.Date;
  delete Math.random;
  delete globalThis.WeakRef;
  delete globalThis.FinalizationRegistry;
  const refuse = (what) => {
    const f = function () { throw new TypeError(what + " is not available to scripts: a script cannot make code from text"); };
    Object.defineProperty(f, "name", { value: what });
    return f;
  };
  const evalRefused = refuse("eval");
  const FunctionRefused = refuse("Function");
  // Kept so that \`f instanceof Function\` still holds.
  FunctionRefused.prototype = Function.prototype;
  globalThis.eval = evalRefused;
  globalThis.Function = FunctionRefused;
  const fnProtos = [Function.prototype, Object.getPrototypeOf(function* () {}), Object.getPrototypeOf(async function () {}), Object.getPrototypeOf(async function* () {})];
  const kinds = ["Function", "GeneratorFunction", "AsyncFunction", "AsyncGeneratorFunction"];
  fnProtos.forEach((p, i) => Object.defineProperty(p, "constructor", { value: i === 0 ? FunctionRefused : refuse(kinds[i]), writable: false, enumerable: false, configurable: false }));
  const done = { next() { return { done: true, value: undefined }; } };
  const stack = [globalThis, ...fnProtos,
    Object.getPrototypeOf([][Symbol.iterator]()),
    Object.getPrototypeOf(new Map().entries()), Object.getPrototypeOf(new Set().values()),
    Object.getPrototypeOf(""[Symbol.iterator]()), Object.getPrototypeOf(/x/[Symbol.matchAll]("")),
    Object.getPrototypeOf((function* () {})()), Object.getPrototypeOf((async function* () {})()),
    Object.getPrototypeOf([].values().map((x) => x)),
    typeof Iterator === "function" && Iterator.from ? Object.getPrototypeOf(Iterator.from(done)) : null,
    typeof Iterator === "function" && Iterator.concat ? Object.getPrototypeOf(Iterator.concat()) : null,
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
