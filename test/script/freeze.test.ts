/**
 * The sandbox keeps nothing between calls: every object a script can reach that outlives the
 * call is frozen, and the engine's code generators (eval, the Function constructors) are gone.
 * The walk here is the test's own, wider than the freeze's list: it also calls every function
 * it finds on sample receivers and walks whatever comes back, so an intrinsic the engine hands
 * out only through an instance (an iterator helper, a wrapper of `Iterator.from`) is found.
 */
import { describe, expect, it } from "vitest";
import type { ScriptFacts, ScriptInput } from "../../src/content/script-port.js";
import { LIMITS, createScriptEngine, type ScriptEngine } from "../../src/script/engine.js";

const FACTS: ScriptFacts = {
  attribute: () => 1,
  health: () => 1,
  has_modifier: () => false,
  has_item: () => false,
  has_tag: () => false,
  quest_state: () => "not_started",
  in_combat: () => false,
  rand: () => 0.25,
};
const input = (args: Record<string, unknown>): ScriptInput => ({
  self: { id: "p", def: null, name: "Hero", health: 5, stamina: 2 },
  target: null,
  event: null,
  args,
  floor: 1,
  turn: 0,
});

/**
 * One call walks from `globalThis` (everything there outlives a call), then finds the objects a
 * script reaches only through something it makes: each maker (syntax, or a call of the functions
 * numbered `args.from` to `args.to` on sample receivers, as a function and as a constructor) runs
 * twice, and what both results reach is shared, not made by the call: it outlives the call too,
 * and is walked like a global. Getters are read on their own object. It acts once, last: the
 * unfrozen shared objects (each named by how it was reached) and how many functions there are.
 * Split in slices: probing every function in one call runs past a call's operation budget.
 */
const WALK = `
const named = new Map();
const fns = [];
const queue = [];
let head = 0;
const own = (o, visit) => {
  for (const key of Reflect.ownKeys(o)) {
    const d = Reflect.getOwnPropertyDescriptor(o, key);
    const k = typeof key === "symbol" ? "[" + String(key) + "]" : String(key);
    if ("value" in d) visit(d.value, k);
    else {
      visit(d.get, "get " + k);
      visit(d.set, "set " + k);
      try { if (d.get) visit(Reflect.apply(d.get, o, []), k + " (got)"); } catch {}
    }
  }
};
const isObject = (o) => o !== null && (typeof o === "object" || typeof o === "function");
const reach = (o, name) => {
  if (!isObject(o) || named.has(o)) return;
  named.set(o, name);
  queue.push(o);
  if (typeof o === "function") fns.push(o);
};
const drain = () => {
  // An index, not shift(): shifting a long queue costs the walk its operation budget.
  while (head < queue.length) {
    const o = queue[head++];
    const name = named.get(o);
    reach(Reflect.getPrototypeOf(o), name + ".__proto__");
    own(o, (v, k) => reach(v, name + "." + k));
  }
};
/** What a fresh object reaches that is not known yet, by path. */
const closure = (root) => {
  const found = new Map();
  const todo = [[root, ""]];
  while (todo.length) {
    const [o, path] = todo.pop();
    if (!isObject(o) || named.has(o) || found.has(o)) continue;
    found.set(o, path);
    todo.push([Reflect.getPrototypeOf(o), path + ".__proto__"]);
    own(o, (v, k) => todo.push([v, path + "." + k]));
  }
  return found;
};
const discover = (make, name) => {
  let a, b;
  try { a = make(); b = make(); } catch { return; }
  const inB = closure(b);
  for (const [o, path] of closure(a)) if (inB.has(o)) reach(o, name + path);
  drain();
};
reach(globalThis, "globalThis");
drain();
const makers = {
  "generator": () => (function* () { yield 1; })(),
  "async generator": () => (async function* () { yield 1; })(),
  "async function": () => async function () {},
  "async arrow": () => async () => {},
  "class": () => class A extends Array { static s() {} m() {} },
  "arrow": () => () => {},
  "arguments": () => (function () { return arguments; })(1),
  "regexp": () => /a/g,
  "template": () => ((s) => s)\`x\${1}y\`,
  "array iterator": () => [1][Symbol.iterator](),
  "iterator helper": () => [1].values().map((x) => x),
  "iterator wrapper": () => Iterator.from({ next() { return { done: true }; } }),
  "iterator concat": () => Iterator.concat([1]),
  "string iterator": () => "ab"[Symbol.iterator](),
  "regexp string iterator": () => "ab".matchAll(/a/g),
  "map iterator": () => new Map([[1, 2]]).entries(),
  "set iterator": () => new Set([1]).values(),
  "for-await": () => (async () => { for await (const x of [1]) return x; })(),
  "error": () => { try { null.x; } catch (e) { return e; } },
};
for (const [name, make] of Object.entries(makers)) discover(make, name);
const samples = [() => undefined, () => ({}), () => [1, 2], () => "ab", () => 1, () => /a/g, () => new Map([[1, 2]]), () => new Set([1]),
  () => [1].values(), () => (function* () { yield 1; })(), () => Promise.resolve(1), () => new ArrayBuffer(8), () => new Uint8Array(2),
  () => (x) => x, () => Iterator.from({ next() { return { done: true }; } }), () => Symbol.iterator, () => 1n];
const argLists = [() => [], () => [(x) => x], () => [1], () => ["a"], () => [{ next() { return { done: true }; } }], () => [[1]]];
const to = Math.min(args.to, fns.length);
for (let i = args.from; i < to; i++) {
  const f = fns[i];
  const name = named.get(f);
  for (const a of argLists) {
    for (const self of samples) discover(() => Reflect.apply(f, self(), a()), name + "(…)");
    discover(() => Reflect.construct(f, a()), "new " + name + "(…)");
  }
}
const open = [];
for (const [o, name] of named) if (!Object.isFrozen(o)) open.push(name);
act({ open, functions: fns.length });
`;

/**
 * The names of every unfrozen object the walk reaches, over all slices. A slice stopped by the
 * operation budget (or the promise-job cap) is walked again in halves: the test holds whatever the budgets become.
 */
function unfrozen(engine: ScriptEngine): { open: string[]; functions: number } {
  const open = new Set<string>();
  let functions = Infinity;
  let slice = 32;
  // A slice whose promises outrun the per-call job cap switches its script off: walk on under a
  // fresh id, in halves, as for the budget.
  let id = "t:walk";
  for (let from = 0, copies = 0; from < functions;) {
    const result = engine.run(id, input({ from, to: from + slice }), FACTS);
    if (!result.ok) {
      const jobs = result.error.includes("promise jobs");
      if (slice === 1 || !(jobs || result.error.includes("budget")))
        throw new Error(`${result.error} (functions ${from} to ${from + slice}, copy ${copies})`);
      if (jobs) {
        id = `t:walk${++copies}`;
        expect(engine.compile(id, "t/walk.js", WALK)).toBeUndefined();
      }
      slice = Math.max(1, slice >> 1);
      continue;
    }
    const found = result.actions.at(-1) as { open: string[]; functions: number };
    for (const name of found.open) open.add(name);
    functions = found.functions;
    from += slice;
  }
  return { open: [...open], functions };
}

describe("the frozen sandbox", () => {
  it("every object a script can reach again in a later call is frozen, intrinsics reached only through instances too", async () => {
    // The walk probes hundreds of wrapped natives in every call: it runs with ten times a call's budget.
    const engine = await createScriptEngine({ steps: 10 * LIMITS.steps, work: 10 * LIMITS.work });
    expect(engine.compile("t:walk", "t/walk.js", WALK)).toBeUndefined();
    const { open, functions } = unfrozen(engine);
    engine.dispose();
    expect(functions).toBeGreaterThan(300);
    expect(open).toEqual([]);
  });

  it("a counter kept on an iterator prototype cannot carry from one call to the next, nor to another mod's script", async () => {
    const engine = await createScriptEngine();
    const count = (get: string) =>
      `const p = Object.getPrototypeOf(${get});\ntry { p.n = (p.n ?? 0) + 1; } catch {}\nact({ n: p.n ?? 0 });`;
    const protos = ["[].values().map((x) => x)", "Iterator.from({ next() { return { done: true }; } })", "Iterator.concat()"];
    protos.forEach((get, i) => engine.compile(`a:${i}`, `a/${i}.js`, count(get)));
    protos.forEach((get, i) => engine.compile(`b:${i}`, `b/${i}.js`, count(get)));
    const seen = protos.flatMap((_, i) => [
      engine.run(`a:${i}`, input({}), FACTS),
      engine.run(`a:${i}`, input({}), FACTS),
      engine.run(`b:${i}`, input({}), FACTS),
    ]);
    engine.dispose();
    expect(seen).toEqual(seen.map(() => ({ ok: true, actions: [{ n: 0 }] })));
  });

  it("eval, the Function constructor and the generator and async function constructors cannot make code", async () => {
    const engine = await createScriptEngine();
    const makers = [
      "eval",
      "Function",
      "(function () {}).constructor",
      "(function* () {}).constructor",
      "(async function () {}).constructor",
      "(async function* () {}).constructor",
      "(() => {}).constructor",
      "Reflect.construct.bind(null, Function)",
    ];
    const tries = makers.map(
      (m) =>
        `try { const made = (${m})("return 1"); out.push(typeof made === "function" ? "made: " + ${JSON.stringify(m)} : made === 1 ? "ran: " + ${JSON.stringify(m)} : "unusable"); } catch (e) { out.push(e instanceof TypeError ? "unusable" : "threw " + e); }`,
    );
    const direct = `try { const made = new Function("return 1"); out.push("made: new Function"); } catch (e) { out.push(e instanceof TypeError ? "unusable" : "threw " + e); }`;
    engine.compile("t:make", "t/make.js", `const out = [];\n${tries.join("\n")}\n${direct}\nact(out);`);
    const result = engine.run("t:make", input({}), FACTS);
    engine.dispose();
    expect(result).toEqual({ ok: true, actions: [[...makers.map(() => "unusable"), "unusable"]] });
  });

  it("says why when a script reaches for them", async () => {
    const engine = await createScriptEngine();
    engine.compile("t:ev", "t/ev.js", `eval("1");`);
    const result = engine.run("t:ev", input({}), FACTS);
    engine.dispose();
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^t\/ev\.js:1:\d+: TypeError: eval is not available to scripts/) });
  });
});
