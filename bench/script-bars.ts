/**
 * The script bars of issue 22: no single call over 50 ms, no turn's scripts over 200 ms,
 * whatever the script does. The worst call is the slowest of the hostile probe's scripts (an
 * endless loop, native work on long strings and arrays, a memory bomb, a promise flood); the
 * worst turn runs the endless loop as often as the 10,000-action cap would allow (4,096 calls),
 * all charged to one turn. The anchor in the same run: a typical script's call.
 */
import type { ScriptFacts, ScriptInput } from "../src/content/script-port.js";
import { createScriptEngine } from "../src/script/engine.js";
import { ms } from "./harness.js";

const HOSTILE_SCRIPTS: Readonly<Record<string, string>> = {
  "while (true) {}": `while (true) {}`,
  "indexOf of 150k characters": `const s = "a".repeat(150000); s.indexOf("a".repeat(75000) + "b");`,
  "includes on 4M characters": `const s = "a".repeat(4e6); s.includes("ab");`,
  "push of 1M-character strings, each refusal caught": `const a = []; while (true) try { a.push("x".repeat(1e6)); } catch {}`,
  "slice of a 1M string in a loop": `let big = "x"; for (let i = 0; i < 20; i++) big += big; let n = 0; while (true) n += big.slice(1).length;`,
  "indexOf on a 1M array in a loop": `const a = new Array(1e6).fill(0); while (true) a.indexOf(1);`,
  "map of a 100k array in a loop": `const a = new Array(1e5).fill(0); while (true) a.map((x) => x);`,
  "doubling a string": `let s = "x"; while (true) s += s;`,
  "a promise flood": `const f = () => { Promise.resolve().then(f); Promise.resolve().then(f); }; f();`,
  "deep nesting given to eval": `const e = globalThis["ev" + "al"]; if (e) e("(".repeat(1000) + "1" + ")".repeat(1000));`,
};

const TYPICAL = `const s = attribute("self", "strength"); act({ damage: args.base + s, to: "target" });`;
const INPUT: ScriptInput = {
  self: { id: "e", def: null, name: "E", health: 9, stamina: 0 },
  target: null,
  event: null,
  args: { base: 1 },
  floor: 1,
  turn: 1,
};
const FACTS: ScriptFacts = {
  attribute: () => 3,
  health: () => 9,
  has_modifier: () => false,
  has_item: () => false,
  has_tag: () => false,
  quest_state: () => "not_started",
  in_combat: () => true,
  rand: () => 0.5,
};

export async function benchScriptBars(runs: number): Promise<void> {
  const engine = await createScriptEngine();
  engine.compile("b:typical", "b/typical.js", TYPICAL);
  let worst = { name: "", ms: 0 };
  let cold = { name: "", ms: 0 };
  for (const [name, source] of Object.entries(HOSTILE_SCRIPTS)) {
    // Run 0 is the warm-up (the WebAssembly still in its baseline tier), reported apart.
    for (let r = 0; r <= runs; r++) {
      // Compiled anew each run: a flood switches its script off.
      engine.compile(`b:${r}`, `b/${r}.js`, source);
      const start = performance.now();
      engine.run(`b:${r}`, INPUT, FACTS, { steps: 0, work: 0 });
      const took = performance.now() - start;
      if (r === 0 && took > cold.ms) cold = { name, ms: took };
      if (r > 0 && took > worst.ms) worst = { name, ms: took };
    }
  }
  const typicalCalls = 1000;
  const t0 = performance.now();
  for (let i = 0; i < typicalCalls; i++) engine.run("b:typical", INPUT, FACTS);
  const typical = ((performance.now() - t0) * 1000) / typicalCalls;
  console.log(
    `worst script call: ${ms(worst.ms)} ms (${worst.name}; ${Object.keys(HOSTILE_SCRIPTS).length} hostile scripts × ${runs} runs; bar 50 ms: ${worst.ms <= 50 ? "within" : "ABOVE"}); anchor: a typical call ${typical.toFixed(1)} µs; the first run of each, cold: worst ${ms(cold.ms)} ms (${cold.name})`,
  );

  engine.compile("b:spin", "b/spin.js", HOSTILE_SCRIPTS["while (true) {}"]!);
  let worstTurn = 0;
  for (let r = 0; r < runs; r++) {
    const turn = { steps: 0, work: 0 };
    const start = performance.now();
    for (let i = 0; i < 4096; i++) engine.run("b:spin", INPUT, FACTS, turn);
    worstTurn = Math.max(worstTurn, performance.now() - start);
  }
  console.log(
    `worst turn of scripts: ${ms(worstTurn)} ms (4,096 calls of while (true) {} in one turn, the action cap's most; ${runs} runs; bar 200 ms: ${worstTurn <= 200 ? "within" : "ABOVE"})`,
  );
  engine.dispose();
}
