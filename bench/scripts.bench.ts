/**
 * Scripts (issue 15): the engine's load and start-up with and without a scripted mod, one
 * `run_script` call of a typical script (its host calls and its action included), and a
 * combat turn where each of 6 enemies' triggers runs a script, against the same turn with
 * the trigger's action written in TOML (the anchor).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Registries } from "../src/content/registries.js";
import type { ScriptHost } from "../src/content/script-port.js";
import { EFFECTS } from "../src/game/effects/index.js";
import { runActions } from "../src/game/effects/run-actions.js";
import { Rng } from "../src/lib/rng.js";
import { runPipelineLoadingScripts } from "../src/loader/pipeline.js";
import { createScriptEngine } from "../src/script/engine.js";
import { ARENA } from "../test/helpers/arena-mod.js";
import { manifest, TINY_CORE, type ModFiles } from "../test/helpers/fixture-mods.js";
import { noiseOf, reportBar } from "./bars.js";
import { int, measure, medianOf, ms, writeMods, type BenchOptions } from "./harness.js";
import { benchScriptBars } from "./script-bars.js";
import { sixFoes } from "./six-foes.js";

/** A typical script: four reads, some arithmetic, one action. */
const TYPICAL = `const strength = attribute("self", "strength");
const hurt = health("target") < attribute("target", "max_health") / 2;
const marked = has_modifier("target", "bs:marked");
act({ damage: args.base + strength * (hurt ? 2 : 1) + (marked ? 1 : 0), to: "target" });
`;

/** Six enemies whose every turn start runs the script (or, as the anchor, the same damage in TOML). */
function mod(scripted: boolean): ModFiles {
  const action = scripted ? `{ run_script = "bs:typical", args = { base = 1 } }` : `{ damage = 2, to = "target" }`;
  return {
    "manifest.toml": manifest("bs", ["arena"]),
    "b.toml": `[[modifiers]]\nid = "marked"\nname = "Marked"\nduration = 5\n
[[creatures]]
id = "brute"
name = "Brute"
symbol = { char = "B" }
attributes = { max_health = 1000 }
ai = [{ ability = "core:attack" }]
triggers = [{ on = "turn_started", actions = [${action}] }]
${scripted ? `\n[[scripts]]\nid = "typical"\nfile = "typical.js"\n` : ""}`,
    ...(scripted ? { "typical.js": TYPICAL } : {}),
  };
}

async function load(tempDir: (prefix: string) => string, scripted: boolean): Promise<{ registries: Registries; scripts?: ScriptHost }> {
  const home = tempDir("rk-bench-scripts-");
  writeMods(join(home, "mods"), { core: TINY_CORE, arena: ARENA, bs: mod(scripted) });
  const result = await runPipelineLoadingScripts({ home, builtinMods: tempDir("rk-bench-scripts-mods-") }, createScriptEngine);
  if (!result.ok || result.warnings.length)
    throw new Error(`the scripts bench's mods did not load cleanly: ${result.ok ? result.warnings[0]?.message : "hard error"}`);
  return result;
}

const fight = (loaded: { registries: Registries; scripts?: ScriptHost }) =>
  sixFoes(loaded.registries, "bs:brute", "scripts", loaded.scripts);

export async function benchScripts(root: string, timing: BenchOptions, tempDir: (prefix: string) => string): Promise<void> {
  // The engine alone: loading the WebAssembly and making the hardened context (each run a new one).
  const engineRuns = Math.max(3, timing.runs);
  const engine = await medianOf(engineRuns, async () => {
    const start = performance.now();
    (await createScriptEngine()).dispose();
    return performance.now() - start;
  });
  console.log(`script engine load + hardened context: ${int(engineRuns)} runs, median ${ms(engine.median)} ms, min ${ms(engine.min)} ms`);

  // Start-up as a process: `rustkeep check` of the tiny core, with and without one scripted mod.
  const bin = join(root, "dist", "rustkeep.js");
  const profile = (scripted: boolean) => {
    const home = tempDir("rk-bench-scripts-start-");
    writeMods(join(home, "mods"), { arena: ARENA, bs: mod(scripted) });
    const builtinMods = tempDir("rk-bench-scripts-start-mods-");
    writeMods(builtinMods, { core: TINY_CORE });
    return { home, builtinMods };
  };
  const plain = profile(false);
  const scripted = profile(true);
  const check = (p: { home: string; builtinMods: string }) => () => {
    const r = spawnSync(process.execPath, [bin, "check", "--home", p.home], {
      env: { ...process.env, RUSTKEEP_BUILTIN_MODS: p.builtinMods },
    });
    if (r.status === 2 || r.status === null) throw new Error(`scripts bench: check failed: ${r.stderr}`);
  };
  const without = measure(check(plain), timing);
  const withScripts = measure(check(scripted), timing);
  console.log(
    `start-up (rustkeep check, tiny core + 1 mod): without scripts median ${ms(without.median)} ms, with 1 script median ${ms(withScripts.median)} ms ` +
      `(+${ms(withScripts.median - without.median)} ms: the engine is imported only when a mod has scripts)`,
  );

  // One run_script call through its effect: facts, the engine, the action checked and applied.
  const loaded = await load(tempDir, true);
  const { registries } = loaded;
  const host = loaded.scripts!;
  const game = fight(loaded);
  const [enemy] = game.state.enemies;
  const ctx = {
    state: game.state,
    registries,
    scripts: host,
    rng: Rng.fromSeed("b"),
    emit: () => {},
    log: () => {},
    work: { actions: 0 } as { actions: number; scripts?: { steps: number; work: number } },
  };
  const scope = { self: enemy!, other: game.state.player, defaultTo: "target" as const };
  // As the schema hands it to the effect (a cast: the deep read-only type of args is too deep to spell here).
  const action = { run_script: "bs:typical", args: { base: 1 } } as never;
  const calls = 1000;
  const call = measure(() => {
    // Each run a new turn, as a command starts one: its action count and its scripts' budget at nothing.
    ctx.work = { actions: 0 };
    for (let i = 0; i < calls; i++) EFFECTS.run_script(action, enemy!, scope, ctx, runActions);
  }, timing);
  const perCall = (call.median * 1000) / calls;
  // The anchor: the engine's part alone (the same script, facts answered by constants).
  const input = {
    self: { id: "e", def: null, name: "E", health: 9, stamina: 0 },
    target: { id: "p", def: null, name: "P", health: 9, stamina: 0 },
    event: null,
    args: { base: 1 },
    floor: 1,
    turn: 1,
  };
  const facts = {
    attribute: () => 3,
    health: () => 9,
    has_modifier: () => false,
    has_item: () => false,
    has_tag: () => false,
    quest_state: () => "not_started" as const,
    in_combat: () => true,
    rand: () => 0.5,
  };
  const bare = measure(() => {
    for (let i = 0; i < calls; i++) host.run("bs:typical", input, facts);
  }, timing);
  console.log(
    `run_script call (typical script: 4 host reads, 1 action checked and applied): ${int(calls)} calls a run, median ${perCall.toFixed(1)} µs a call, min ${((call.min * 1000) / calls).toFixed(1)} µs ` +
      `(target ≤ 50 µs: ${perCall <= 50 ? "within" : "ABOVE"}); the engine's part alone ${((bare.median * 1000) / calls).toFixed(1)} µs`,
  );
  reportBar("run_script call", call.median, bare.median, noiseOf(call) + noiseOf(bare));

  // A combat turn: hero's attack, 6 enemies whose turn_started runs the script, against the TOML anchor.
  const turns = 50;
  const turn = (loaded: { registries: Registries; scripts?: ScriptHost }) => () => {
    const g = fight(loaded);
    const start = performance.now();
    for (let i = 0; i < turns; i++) g.execute({ kind: "rest" }, loaded.registries);
    return performance.now() - start;
  };
  const anchor = await load(tempDir, false);
  let scriptedTotal = 0;
  let anchorTotal = 0;
  measure(() => (scriptedTotal += turn(loaded)()), timing);
  measure(() => (anchorTotal += turn(anchor)()), timing);
  const runs = timing.warmup + timing.runs;
  const scriptedTurn = (scriptedTotal * 1000) / (runs * turns);
  const anchorTurn = (anchorTotal * 1000) / (runs * turns);
  console.log(
    `combat turn, 6 enemies each running a script: mean ${scriptedTurn.toFixed(1)} µs a turn over ${int(turns)} turns (target < 1 ms: ${scriptedTurn < 1000 ? "within" : "ABOVE"}); ` +
      `the same in TOML ${anchorTurn.toFixed(1)} µs`,
  );

  await benchScriptBars(Math.max(3, timing.runs));
}
