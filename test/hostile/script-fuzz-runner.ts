/**
 * The script fuzz's worker, run as a process of its own (`tsx script-fuzz-runner.ts SEED COUNT`)
 * so the test can end it on a hang. Each case is a script body drawn by fast-check from a small
 * grammar of what issue 22's probe broke the engine with (deep nesting, string and array natives
 * on large sizes, promise chains, loops, swallowed errors, random actions), loaded through the
 * real pipeline as a hero's `turn_ended` script and played for two turns. Prints `start N`
 * before each case (stderr, unbuffered: the last one names a hang) and one
 * `N ok|failed|internal <message>` line after it (stdout).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { createGame } from "../../src/game/create.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { runPipelineLoadingScripts } from "../../src/loader/pipeline.js";
import { formatWarning } from "../../src/loader/warnings.js";
import { createScriptEngine } from "../../src/script/engine.js";
import { REPO } from "../helpers/cli.js";
import { manifest, oneKindOfHero } from "../helpers/fixture-mods.js";

const [seedArg, countArg] = process.argv.slice(2);
const seed = Number(seedArg ?? 1);
const count = Number(countArg ?? 40);

const SIZES = [0, 1, 7, 1000, 65_536, 150_000, 1e6, 4e6, 2 ** 28, 2 ** 31];
const size = fc.constantFrom(...SIZES);
const small = fc.integer({ min: 0, max: 50 });
const depth = fc.constantFrom(1, 10, 100, 500, 1000, 2000, 4000);

/** Text made of `n` opening and closing pairs around `inner`. */
const wrap = (n: number, open: string, close: string, inner: string) => open.repeat(n) + inner + close.repeat(n);

const NESTING = fc
  .tuple(
    depth,
    fc.constantFrom<[string, string, string]>(
      ["(", ")", "1"],
      ["[", "]", "1"],
      ["{a:", "}", "1"],
      ["f(", ")", "0"],
      ["(()=>", ")", "1"],
      ["function(){return ", "}", "1"],
      ["[{x:", "}]", "1"],
    ),
  )
  .map(([n, [open, close, inner]]) => `const f = (x) => x; const deep = ${wrap(n, open, close, inner)};`);
const EVAL_NESTING = depth.map((n) => `const e = globalThis["ev" + "al"]; if (e) e(${JSON.stringify(wrap(n, "(", ")", "1"))});`);

const STRINGS = fc
  .tuple(
    size,
    size,
    fc.constantFrom(
      "repeat",
      "padStart",
      "indexOf",
      "includes",
      "split",
      "replace",
      "slice",
      "concat",
      "padEnd",
      "lastIndexOf",
      "replaceAll",
    ),
  )
  .map(([a, b, op]) => {
    const calls: Record<string, string> = {
      repeat: `s.repeat(${b})`,
      padStart: `s.padStart(${b}, "ab")`,
      padEnd: `s.padEnd(${b})`,
      indexOf: `s.indexOf("a".repeat(${Math.floor(b / 2)}) + "b")`,
      lastIndexOf: `s.lastIndexOf("b" + "a".repeat(${Math.floor(b / 2)}))`,
      includes: `s.includes("b")`,
      split: `s.split("")`,
      replace: `s.replace(/a/g, "bb")`,
      replaceAll: `s.replaceAll("a", "aaaa")`,
      slice: `(() => { let t = s; for (let i = 0; i < 1e6; i++) t = s.slice(1); return t; })()`,
      concat: `s.concat(s, s, s)`,
    };
    return `let s = "a".repeat(${a}); let r = ${calls[op]};`;
  });

const ARRAYS = fc
  .tuple(size, fc.constantFrom("push", "fill", "join", "map", "concat", "sort", "spread", "from", "stringify"))
  .map(([n, op]) => {
    const calls: Record<string, string> = {
      push: `const a = []; for (let i = 0; i < ${n}; i++) a.push("x".repeat(i % 100));`,
      fill: `const a = new Array(${n}).fill("xy");`,
      join: `const a = new Array(${Math.min(n, 1e7)}).fill("xyz"); const j = a.join(",");`,
      map: `const a = new Array(${Math.min(n, 1e7)}).fill(1).map((v, i) => v + i);`,
      concat: `let a = [1, 2, 3]; for (let i = 0; i < 40; i++) a = a.concat(a);`,
      sort: `const a = Array.from({ length: ${Math.min(n, 1e7)} }, (_, i) => (i * 7919) % 1000); a.sort((x, y) => x - y);`,
      spread: `const a = new Array(${Math.min(n, 1e7)}).fill(0); Math.max(...a);`,
      from: `const a = Array.from({ length: ${n} });`,
      stringify: `const a = new Array(${Math.min(n, 1e7)}).fill({ k: "v" }); JSON.stringify(a);`,
    };
    return calls[op]!;
  });

const PROMISES = fc.tuple(fc.constantFrom(1, 100, 5000, 1e6), fc.constantFrom("chain", "nested", "forever", "all")).map(([n, how]) => {
  const bodies: Record<string, string> = {
    chain: `let p = Promise.resolve(0); for (let i = 0; i < ${n}; i++) p = p.then((v) => v + 1); p.then((v) => act({ give_item: "sc:token", count: v % 5 + 1 }));`,
    nested: `const go = (k) => Promise.resolve(k).then((v) => (v > 0 ? go(v - 1) : 0)); go(${n});`,
    forever: `const loop = () => Promise.resolve().then(loop); loop();`,
    all: `Promise.all(Array.from({ length: ${Math.min(n, 1e5)} }, (_, i) => Promise.resolve(i))).then((v) => v.length);`,
  };
  return bodies[how]!;
});

const LOOPS = fc.constantFrom(
  "while (true) {}",
  "for (;;) { try { throw 1; } catch {} }",
  "let i = 0; do { i++; } while (i >= 0);",
  "const r = (n) => r(n + 1); r(0);",
  "const r = (n) => { try { return r(n + 1); } catch { return r(n + 1); } }; r(0);",
  "for (let i = 0; i < 100; i++) {}",
  "while (true) { try { new Array(1e9); } catch {} }",
);

const ACTIONS = fc.constantFrom(
  `act({ give_item: "sc:token", count: 3 });`,
  `act({ add_modifier: "sc:marked" });`,
  `act({ heal: 1e300 });`,
  `act({ damage: -1, type: "fire", to: "target" });`,
  `act({ give_item: "core:nothing_here" });`,
  `act({ run_script: "sc:f" });`,
  `act({});`,
  `act(null);`,
  `act({ give_item: "sc:token", count: NaN });`,
  `for (let i = 0; i < 1e5; i++) act({ give_item: "sc:token" });`,
  `act({ heal: "x".repeat(1e6) });`,
);

/** A statement of the grammar, possibly wrapped in a try that swallows its error (or a loop of it). */
const STATEMENT = fc
  .tuple(fc.oneof(NESTING, EVAL_NESTING, STRINGS, ARRAYS, PROMISES, LOOPS, ACTIONS), fc.constantFrom("bare", "try", "loop", "fn"), small)
  .map(([s, how, n]) =>
    how === "try"
      ? `try { ${s} } catch (e) {}`
      : how === "loop"
        ? `for (let k = 0; k < ${n}; k++) { try { ${s} } catch {} }`
        : how === "fn"
          ? `(function () { ${s} })();`
          : `{ ${s} }`,
  );
const SCRIPT = fc.array(STATEMENT, { minLength: 1, maxLength: 4 }).map((lines) => lines.join("\n") + "\n");

/** A line that shows the engine, not the script, failed: a host error, a stack, a crash. */
const INTERNAL =
  /^internal |internal error|unexpected error|rustkeep crashed|^\s+at .+:\d+:\d+|RangeError: Maximum call stack|\bat <anonymous>|the script engine failed/im;
/**
 * How a script's failure must read: one line naming the file (and its place, but for a job flood,
 * which has none), in a run's log or as the load's warning on the entry.
 */
const FAILURE = /^(\(script error: sc\/f\.js(:\d+:\d+)?: .+\)|sc\/sc\.toml:\d+: sc:f — sc\/f\.js:\d+:\d+: .+; entry not loaded)$/;

/** A profile whose mod `sc` gives a third hero option running `sc:f` (`f.js`, the case) at every turn's end. */
function profileWith(script: string): { home: string; builtinMods: string } {
  const home = mkdtempSync(join(tmpdir(), "rk-script-fuzz-"));
  const mod = join(home, "mods", "sc");
  mkdirSync(mod, { recursive: true });
  const hero = oneKindOfHero("sc", "hero", "Hero", `triggers = [{ on = "turn_ended", actions = [{ run_script = "sc:f" }] }]\n`);
  const extra = `[[modifiers]]\nid = "marked"\nname = "Marked"\nduration = 50\n\n[[items]]\nid = "token"\nname = "Token"\nsymbol = { char = "*" }\nstackable = true\n\n[[scripts]]\nid = "f"\nfile = "f.js"\n`;
  writeFileSync(join(mod, "manifest.toml"), manifest("sc", ["core"]));
  writeFileSync(join(mod, "sc.toml"), `${hero}\n${extra}`);
  writeFileSync(join(mod, "f.js"), script);
  return { home, builtinMods: join(REPO, "mods") };
}

/** The case loaded as the program loads it, a warrior made and two turns rested: every line a player would read. */
async function play(script: string): Promise<string[]> {
  const profile = profileWith(script);
  try {
    const load = await runPipelineLoadingScripts(profile, createScriptEngine);
    if (!load.ok) return [`internal hard error: ${load.errors.map((e) => e.message).join("; ")}`];
    const lines = load.warnings.map(formatWarning);
    const game = createGame(
      load.registries,
      { seed: "fuzz", name: "Fuzz", options: ["core:human", "core:warrior", "sc:hero"] },
      { buildFloor, scripts: load.scripts },
    );
    // A script refused at load takes its hero option with it: the warning is the one line.
    if ("error" in game) return lines.some((l) => l.includes("sc/f.js")) ? lines : [...lines, `internal no game: ${game.error}`];
    for (let t = 0; t < 2; t++) lines.push(...game.execute({ kind: "rest" }, load.registries).messages);
    return lines;
  } finally {
    rmSync(profile.home, { recursive: true, force: true });
  }
}

const cases = fc.sample(SCRIPT, { seed, numRuns: count });
for (let n = 0; n < cases.length; n++) {
  const script = cases[n]!;
  writeSync(2, `start ${n} ${JSON.stringify(script.slice(0, 400))}\n`);
  let result: string;
  try {
    const lines = await play(script);
    const mine = lines.filter((l) => l.includes("sc/f.js") || INTERNAL.test(l));
    const bad = mine.find((l) => INTERNAL.test(l) || l.includes("\n") || !FAILURE.test(l));
    result = bad !== undefined ? `internal ${JSON.stringify(bad.slice(0, 600))}` : mine.length ? "failed" : "ok";
  } catch (err) {
    result = `internal ${JSON.stringify(err instanceof Error ? (err.stack ?? err.message).slice(0, 600) : String(err))}`;
  }
  writeSync(1, `${n} ${result}\n`);
}
process.exit(0);
