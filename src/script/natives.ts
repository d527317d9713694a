/**
 * Native work charged by size. A built-in method runs in C, where the interrupt handler never
 * runs: one `indexOf` of 100k characters took 5–20 s, and a loop of `big.slice(1)` makes one
 * step of the budget cost a copy of the whole string. So every method of the string, array,
 * typed-array and regexp prototypes, and the statics that build or read whole values (JSON,
 * Object.keys…, Array.from, String.fromCharCode), is wrapped, before the freeze, by a function
 * that charges `spend(n)` with the elements it may touch — before the call for what the
 * arguments tell (the search methods their worst case, length × pattern length), after it for
 * the size of what it made. `spend` is defined by the engine's boot code around this text; it
 * throws once the call's allowance of native work is spent. \`apply\`, \`ownKeys\`, \`descriptor\`,
 * \`define\` are the originals, taken before anything is wrapped.
 *
 * Counted, not timed: a call charged the same on every machine is stopped at the same place.
 */
export const WRAP_NATIVES = `
  // The originals stay reachable through slots the wrapping cannot reach (arguments[Symbol.iterator]
  // is the first Array.prototype.values): frozen here, as the freeze walk from globalThis no longer sees them.
  const freezeOriginal = Object.freeze;
  const lengthOf = (v) => { try { const n = v === null || v === undefined ? 0 : v.length; return typeof n === "number" && n > 0 ? Math.min(n, 1e15) : 0; } catch { return 0; } };
  const textOf = (v) => typeof v === "string" ? v.length : 1;
  // No prototype: a method named toString must not find Object.prototype's. Worst cases QuickJS's own algorithms reach: a naive search is (text × pattern), repeat and pad make what they are asked for.
  const before = { __proto__: null,
    indexOf: (t, a) => typeof t === "string" ? t.length * textOf(a[0]) : lengthOf(t),
    lastIndexOf: (t, a) => typeof t === "string" ? t.length * textOf(a[0]) : lengthOf(t),
    includes: (t, a) => typeof t === "string" ? t.length * textOf(a[0]) : lengthOf(t),
    split: (t, a) => lengthOf(t) * textOf(a[0]),
    replace: (t, a) => lengthOf(t) * textOf(a[0]) + lengthOf(a[1]),
    replaceAll: (t, a) => lengthOf(t) * textOf(a[0]) + lengthOf(a[1]),
    repeat: (t, a) => lengthOf(t) * (typeof a[0] === "number" && a[0] > 0 ? Math.min(a[0], 1e15) : 0),
    padStart: (t, a) => (typeof a[0] === "number" && a[0] > 0 ? Math.min(a[0], 1e15) : 0),
    padEnd: (t, a) => (typeof a[0] === "number" && a[0] > 0 ? Math.min(a[0], 1e15) : 0),
    sort: (t) => { const n = lengthOf(t); return n * Math.max(1, Math.ceil(Math.log2(n + 1))); },
    toSorted: (t) => { const n = lengthOf(t); return n * Math.max(1, Math.ceil(Math.log2(n + 1))); },
  };
  const wrapAll = (o, skip) => {
    if (o === null || o === undefined) return;
    // Index loops only: the iterators and methods this would use are wrapped as it goes.
    const keys = ownKeys(o);
    next: for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      if (key === "constructor") continue;
      for (let j = 0; skip && j < skip.length; j++) if (skip[j] === key) continue next;
      const d = descriptor(o, key);
      if (!d || typeof d.value !== "function" || !d.writable) continue;
      const orig = d.value;
      freezeOriginal(orig);
      const name = typeof key === "symbol" ? "[" + (key.description ?? "") + "]" : key;
      const charge = before[key];
      // A method (not constructible, like the original); its name and length stay the original's.
      const wrapped = { [name](...a) {
        let n = lengthOf(this) + a.length;
        for (let i = 0; i < a.length; i++) n += lengthOf(a[i]);
        if (charge) n += charge(this, a);
        spend(n);
        const out = apply(orig, this, a);
        if (typeof out === "string" || isArray(out)) spend(out.length);
        return out;
      } }[name];
      define(wrapped, "length", { value: orig.length });
      define(o, key, { value: wrapped, writable: d.writable, enumerable: d.enumerable, configurable: d.configurable });
    }
  };
  wrapAll(String.prototype);
  wrapAll(Array.prototype);
  wrapAll(Object.getPrototypeOf(Int8Array.prototype));
  wrapAll(RegExp.prototype);
  wrapAll(JSON);
  wrapAll(Object, ["getPrototypeOf", "is", "isFrozen", "isSealed", "isExtensible"]);
  wrapAll(Array, ["isArray"]);
  wrapAll(String);
  wrapAll(Reflect, ["getPrototypeOf"]);
`;
