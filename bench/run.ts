/**
 * `npm run bench`: the loader benchmarks. `--short` or BENCH_SHORT=1 is the CI mode (a
 * smoke test of the figures that finishes in seconds); the full mode takes more runs so
 * the medians settle. Either ends with one line per bar of bench/bars.ts; `--check`
 * (`npm run bench -- --check`) makes a bar above its bar and noise exit 1. CI does not
 * pass it: its machine is too noisy to hold a bar.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { barSummary } from "./bars.js";
import { forcedGc, isShort, type BenchOptions } from "./harness.js";
import { benchCombat } from "./combat.bench.js";
import { benchCommands } from "./commands.bench.js";
import { benchContentCache } from "./content-cache.bench.js";
import { benchExplore } from "./explore.bench.js";
import { benchFloors } from "./floors.bench.js";
import { benchLimits } from "./limits.bench.js";
import { benchLoadCosts } from "./load-costs.bench.js";
import { benchMemory } from "./memory.bench.js";
import { benchMove } from "./game.bench.js";
import { benchFirstWaveMove } from "./first-wave-move.bench.js";
import { benchHostile } from "./hostile.bench.js";
import { benchItems } from "./items.bench.js";
import { benchCore, benchGenerated, type Setup } from "./pipeline.bench.js";
import { benchRender } from "./render.bench.js";
import { benchPtyFrames } from "./pty-frames.bench.js";
import { benchSave } from "./save.bench.js";
import { benchScripts } from "./scripts.bench.js";
import { benchSim } from "./sim.bench.js";
import { benchSimJobs } from "./sim-jobs.bench.js";
import { benchStartup } from "./startup.bench.js";
import { benchZips } from "./zips.bench.js";

const short = isShort();
const checkBars = process.argv.includes("--check");
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

// Same 10,000-entry set in both modes (the figures stay comparable); short only takes fewer
// runs. Short skips warm-up on the big set because every measured function has already run
// once there (the clean load and the baseline correctness checks).
const timing: BenchOptions = short ? { warmup: 0, runs: 3 } : { warmup: 3, runs: 15 };
const coreTiming: BenchOptions = short ? { warmup: 3, runs: 10 } : { warmup: 20, runs: 100 };

const temps: string[] = [];
const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

const setup: Setup = {
  builtinMods: join(root, "mods"),
  tempDir,
  timing,
  generate: { mods: 20, perMod: 500, seed: 1 },
};

const started = performance.now();
console.log(
  `rustkeep bench (${short ? "short" : "full"}: ${timing.warmup} warm-up + ${timing.runs} timed runs per figure; ` +
    `core ${coreTiming.warmup} + ${coreTiming.runs}; gc before each figure: ${forcedGc ? "yes" : "no"}; node ${process.version})`,
);
try {
  const core = benchCore({ ...setup, timing: coreTiming });
  benchGenerated(setup, core);
  benchContentCache(root, core, setup.generate, tempDir, short);
  benchHostile(setup.builtinMods, tempDir, short ? { warmup: 1, runs: 3 } : { warmup: 2, runs: 9 });
  benchLoadCosts(short, short ? { warmup: 0, runs: 1 } : { warmup: 0, runs: 3 }, tempDir);
  benchFloors(core, short ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 }, short ? 8 : 40);
  benchMove(core, short ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 });
  await benchFirstWaveMove(root, short ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 }, tempDir);
  benchCombat(short ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 }, tempDir);
  benchItems(core, short ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 }, tempDir);
  benchLimits(short ? { warmup: 1, runs: 3 } : { warmup: 2, runs: 9 }, tempDir);
  benchSave(core, short ? { warmup: 1, runs: 5 } : { warmup: 5, runs: 30 }, tempDir);
  benchSim(core, short);
  benchSimJobs(root, tempDir("rk-bench-jobs-"), short);
  benchExplore(core, short ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 });
  await benchScripts(root, short ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 }, tempDir);
  await benchRender(root, tempDir, short ? { warmup: 3, runs: 10 } : { warmup: 20, runs: 100 });
  await benchPtyFrames(root, tempDir, short ? 10 : 40);
  benchZips(root, core, short ? { warmup: 1, runs: 3 } : { warmup: 2, runs: 11 }, tempDir);
  await benchStartup(root, tempDir("rk-bench-start-"), short ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 15 }, tempDir);
  await benchCommands(root, tempDir("rk-bench-commands-"), short ? 3 : 15);
  await benchMemory(root, core, short, tempDir);
  const summary = barSummary(checkBars);
  for (const line of summary.lines) console.log(line);
  if (summary.exitCode !== 0) {
    console.log("bench --check: a figure is above its bar by more than its noise");
    process.exitCode = summary.exitCode;
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  // Temp profiles hold ~200 generated files each; never leave them behind, even on failure.
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
}
