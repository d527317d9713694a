/** The engine's budgets (issue 22): counted per call from its own start, per turn, for native work by size; runtimes switched off are freed. */
import { describe, expect, it } from "vitest";
import type { ScriptFacts, ScriptInput } from "../../src/content/script-port.js";
import { createScriptEngine, LIMITS } from "../../src/script/engine.js";

const FACTS: ScriptFacts = {
  attribute: () => 3,
  health: () => 5,
  has_modifier: () => false,
  has_item: () => false,
  has_tag: () => false,
  quest_state: () => "not_started",
  in_combat: () => false,
  rand: () => 0.5,
};
const input = (args: Record<string, unknown> = {}): ScriptInput => ({
  self: { id: "p", def: null, name: "Hero", health: 5, stamina: 2 },
  target: null,
  event: null,
  args,
  floor: 1,
  turn: 0,
});
const NATIVE = /stopped: it ran past its budget for work on long strings and arrays$/;

describe("the step budget does not depend on history", () => {
  it("the same script with the same input ends the same after any call before it", async () => {
    const engine = await createScriptEngine();
    // A loop of args.n turns: two steps a turn, so n near half the step budget is near it.
    engine.compile("t:near", "t/near.js", `for (let i = 0; i < args.n; i++) {}\nact({ done: args.n });`);
    engine.compile("t:spin", "t/spin.js", `while (true) {}`);
    engine.compile("t:some", "t/some.js", `for (let i = 0; i < args.n; i++) {}`);
    const sizes = [98_000, 99_000, 99_500, 100_000, 101_000, 102_000, 103_000, 104_000];
    const outcomes = (before: () => void) =>
      sizes.map((n) => {
        before();
        return JSON.stringify(engine.run("t:near", input({ n }), FACTS));
      });
    const fresh = outcomes(() => {});
    // Histories that leave QuickJS's own counter at different places.
    const histories = [
      () => engine.run("t:spin", input(), FACTS),
      ...[1, 777, 2_500, 4_999].map((n) => () => engine.run("t:some", input({ n }), FACTS)),
    ];
    for (const history of histories) expect(outcomes(history)).toEqual(fresh);
    // Both ends are there: the sizes straddle the budget.
    expect(fresh.some((o) => o.includes('"ok":true'))).toBe(true);
    expect(fresh.some((o) => o.includes("operation budget"))).toBe(true);
    engine.dispose();
  });
});

describe("a turn's budget", () => {
  it("a turn's calls together are bounded: past the turn's steps a call is refused, and the next turn starts afresh", async () => {
    const engine = await createScriptEngine();
    engine.compile("t:spin", "t/spin.js", `while (true) {}`);
    engine.compile("t:ok", "t/ok.js", `act({ ok: true });`);
    const turn = { steps: 0, work: 0 };
    const calls = Array.from({ length: 10 }, () => engine.run("t:spin", input(), FACTS, turn));
    const stopped = calls.filter((r) => !r.ok && r.error.includes("operation budget")).length;
    expect(stopped).toBe(LIMITS.turnSteps / LIMITS.steps);
    expect(engine.run("t:ok", input(), FACTS, turn)).toEqual({
      ok: false,
      error: "t/ok.js: not run: this turn's scripts have spent the turn's budget",
    });
    expect(engine.run("t:ok", input(), FACTS, { steps: 0, work: 0 })).toEqual({ ok: true, actions: [{ ok: true }] });
    engine.dispose();
  });
});

describe("native work is charged by size", () => {
  const cases: [string, string][] = [
    ["indexOf of 150k characters", `const s = "a".repeat(150000); s.indexOf("a".repeat(75000) + "b");`],
    ["includes on 4M characters", `const s = "a".repeat(4e6); s.includes("ab");`],
    ["a memory bomb of strings", `const a = []; while (true) a.push("x".repeat(1e6));`],
    ["the same, each refusal caught", `const a = []; while (true) try { a.push("x".repeat(1e6)); } catch {}`],
    ["a loop copying a long string", `const big = "x".repeat(1e6); let n = 0; while (true) n += big.slice(1).length;`],
    ["a loop searching a long array", `const a = new Array(1e6).fill(0); while (true) a.indexOf(1);`],
  ];
  for (const [name, source] of cases) {
    it(`${name} is stopped by the native budget`, async () => {
      const engine = await createScriptEngine();
      engine.compile("t:s", "t/s.js", source);
      const result = engine.run("t:s", input(), FACTS);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(NATIVE);
      engine.dispose();
    });
  }

  it("ordinary string and array work is not refused, and gives what it gives outside the engine", async () => {
    const engine = await createScriptEngine();
    engine.compile(
      "t:s",
      "t/s.js",
      `const w = "the quick brown fox".split(" ").map((x) => x.toUpperCase()).sort().join("-");\nact({ w, i: w.indexOf("FOX"), k: Object.keys({ a: 1, b: 2 }).length, r: "ab".repeat(3).padStart(8, "*") });`,
    );
    expect(engine.run("t:s", input(), FACTS)).toEqual({ ok: true, actions: [{ w: "BROWN-FOX-QUICK-THE", i: 6, k: 2, r: "**ababab" }] });
    engine.dispose();
  });
});

describe("nothing a script does escapes as a host error", () => {
  it("deep nesting in a call and in a file is the script's error; the other scripts go on", async () => {
    const engine = await createScriptEngine();
    const nest = `(`.repeat(1000) + "1" + ")".repeat(1000);
    expect(engine.compile("t:file", "t/file.js", `act({ n: ${nest} });`)).toMatch(/^t\/file\.js:1:\d+: /);
    expect(
      engine.compile("t:call", "t/call.js", `const e = globalThis["ev" + "al"]; act({ n: e ? e(${JSON.stringify(nest)}) : 1 });`),
    ).toBeUndefined();
    expect(engine.compile("t:ok", "t/ok.js", `act({ ok: true });`)).toBeUndefined();
    const call = engine.run("t:call", input(), FACTS);
    // The sandbox refuses to make code from text, so the call is stopped at eval; were eval there,
    // the nesting would be the call's stack overflow. Either way it is that call's error, one line.
    expect(call.ok).toBe(false);
    if (!call.ok) expect(call.error).toMatch(/^t\/call\.js:\d+:\d+: (stopped: stack overflow|TypeError: eval is not available to scripts)/);
    expect(engine.run("t:ok", input(), FACTS)).toEqual({ ok: true, actions: [{ ok: true }] });
    engine.dispose();
  });

  it("a call made with almost none of the host's stack left is answered, not thrown", async () => {
    const engine = await createScriptEngine();
    engine.compile("t:ok", "t/ok.js", `act({ ok: true });`);
    // How deep plain recursion goes here, then calls from just above that depth.
    let max = 0;
    const probe = (n: number): number => ((max = n), probe(n + 1) + 1);
    try {
      probe(0);
    } catch {
      // the depth is in max
    }
    const at = (n: number): unknown => (n > 0 ? at(n - 1) : engine.run("t:ok", input(), FACTS));
    for (const margin of [50, 200, 1000]) {
      let answer: unknown;
      try {
        answer = at(max - margin);
      } catch (err) {
        // Our own recursion may overflow before the call is made; the engine's call must not be what throws.
        if (!(err instanceof RangeError)) throw err;
        continue;
      }
      expect(answer).toHaveProperty("ok");
    }
    expect(engine.run("t:ok", input(), FACTS)).toEqual({ ok: true, actions: [{ ok: true }] });
    engine.dispose();
  });
});

describe("switched-off runtimes are freed", () => {
  it("200 flooding scripts switched off (past the ~130 where every script once ran out of memory) leave one runtime alive, and a script still runs", async () => {
    const engine = await createScriptEngine();
    engine.compile("t:ok", "t/ok.js", `act({ ok: true });`);
    for (let i = 0; i < 200; i++) {
      engine.compile(`t:flood${i}`, `t/flood${i}.js`, `const f = () => { Promise.resolve().then(f); Promise.resolve().then(f); };\nf();`);
      const result = engine.run(`t:flood${i}`, input(), FACTS);
      expect(result).toEqual({
        ok: false,
        error: `t/flood${i}.js: stopped: its promise jobs never end; the script is switched off for this session`,
      });
      expect(engine.runtimes).toBe(1);
    }
    expect(engine.run("t:ok", input(), FACTS)).toEqual({ ok: true, actions: [{ ok: true }] });
    engine.dispose();
  }, 120_000);
});
