import { describe, expect, it } from "vitest";
import type { ScriptFacts, ScriptInput } from "../../src/content/script-port.js";
import { createScriptEngine } from "../../src/script/engine.js";

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
const INPUT: ScriptInput = {
  self: { id: "p", def: null, name: "Hero", health: 5, stamina: 2 },
  target: null,
  event: null,
  args: {},
  floor: 1,
  turn: 0,
};

/** What one script hands to act, unchecked: the engine's view, before the game judges the action. */
async function acted(source: string): Promise<unknown[]> {
  const engine = await createScriptEngine();
  expect(engine.compile("t:s", "t/s.js", source)).toBeUndefined();
  const result = engine.run("t:s", INPUT, FACTS);
  engine.dispose();
  if (!result.ok) throw new Error(result.error);
  return [...result.actions];
}

describe("the script sandbox", () => {
  it("has no require, process, fetch, Date, Math.random, console, file system, timers or collector-timed objects", async () => {
    const names = [
      "require",
      "process",
      "fetch",
      "Date",
      "console",
      "std",
      "os",
      "setTimeout",
      "Buffer",
      "module",
      "WeakRef",
      "FinalizationRegistry",
    ];
    const [seen] = await acted(`act({ ${names.map((n) => `${n}: typeof ${n}`).join(", ")}, random: typeof Math.random });`);
    expect(seen).toEqual(Object.fromEntries([...names, "random"].map((n) => [n, "undefined"])));
  });

  it("rand() is the host's draw, and the game's data arrives as plain copies", async () => {
    const [seen] = await acted(`act({ r: rand(), hp: self.health, target, floor: floor() });`);
    expect(seen).toEqual({ r: 0.25, hp: 5, target: null, floor: 1 });
  });

  it("a host function given a bad argument throws a TypeError the script can see", async () => {
    const [seen] = await acted(`try { attribute("self", "strenght") } catch (e) { act({ name: e.name, message: e.message }) }`);
    expect(seen).toEqual({ name: "TypeError", message: 'unknown attribute "strenght"' });
  });
});

describe("promise jobs", () => {
  it("run inside the call that queued them: an async script's later acts count, and nothing is left for the next call", async () => {
    const engine = await createScriptEngine();
    engine.compile(
      "t:a",
      "t/a.js",
      `act({ n: 1 });\nPromise.resolve().then(() => act({ n: 2 }));\n(async () => { await null; act({ n: 3 }); })();`,
    );
    engine.compile("t:b", "t/b.js", `act({ n: 4 });`);
    const first = engine.run("t:a", INPUT, FACTS);
    const second = engine.run("t:b", INPUT, FACTS);
    engine.dispose();
    expect(first).toEqual({ ok: true, actions: [{ n: 1 }, { n: 2 }, { n: 3 }] });
    expect(second).toEqual({ ok: true, actions: [{ n: 4 }] });
  });

  it("a job that loops forever is stopped by the same budget", async () => {
    const engine = await createScriptEngine();
    engine.compile("t:c", "t/c.js", `Promise.resolve().then(() => { while (true) {} });`);
    engine.compile("t:d", "t/d.js", `act({ ok: true });`);
    expect(engine.run("t:c", INPUT, FACTS)).toEqual({
      ok: false,
      error: "t/c.js:1:32: stopped: it ran past its operation budget (an endless loop?)",
    });
    expect(engine.run("t:d", INPUT, FACTS)).toEqual({ ok: true, actions: [{ ok: true }] });
    engine.dispose();
  });

  it("a chain of jobs that never ends switches its script off; the others go on in a fresh context", async () => {
    const engine = await createScriptEngine();
    engine.compile("t:c", "t/c.js", `const spin = () => Promise.resolve().then(spin);\nspin();`);
    engine.compile("t:d", "t/d.js", `act({ ok: true });`);
    expect(engine.run("t:c", INPUT, FACTS)).toEqual({
      ok: false,
      error: "t/c.js: stopped: its promise jobs never end; the script is switched off for this session",
    });
    expect(engine.has("t:c")).toBe(false);
    expect(engine.run("t:d", INPUT, FACTS)).toEqual({ ok: true, actions: [{ ok: true }] });
    engine.dispose();
  });
});

describe("the frozen world", () => {
  it("no built-in, prototype or host function takes a property a later call could read", async () => {
    const writes = [
      "globalThis.x = 1",
      "Math.max.cache = 1",
      "JSON.parse.x = 1",
      "Array.prototype.push.x = 1",
      "Object.getPrototypeOf(async function () {}).x = 1",
      "Object.getPrototypeOf(function* () {}).prototype.x = 1",
      "Object.getPrototypeOf([][Symbol.iterator]()).x = 1",
      "Object.getPrototypeOf(Int8Array).prototype.x = 1",
      "attribute.x = 1",
      "act.x = 1",
      "Symbol.prototype.x = 1",
      "Promise.prototype.then.x = 1",
    ];
    // Strict, as scripts are: a write to a frozen object throws instead of passing silently.
    const [held] = await acted(
      `const held = [];\n${writes.map((w) => `try { ${w}; held.push(${JSON.stringify(w)}); } catch {}`).join("\n")}\nact(held);`,
    );
    expect(held).toEqual([]);
  });
});
