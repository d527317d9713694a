/**
 * The content cache (issue 25, item 2): a load from `<profile>/cache/` against the full load it
 * stands for, in-process on core and on the generated 10,000-entry set; what writing the cache
 * adds to a full load (the first load after a change); and `rustkeep check` as a process, CPU
 * time with the cache against the same bundle without a build id (so without a cache).
 * The bar: a cache hit costs at most half a full load of core.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Registries } from "../src/content/registries.js";
import { runPipeline, type PipelineOptions } from "../src/loader/pipeline.js";
import { noiseOf, reportBar } from "./bars.js";
import { corePool, generateMods, type GenerateOptions } from "./generate.js";
import { int, ms, timingOf, type BenchOptions, type Timing } from "./harness.js";

const CACHE = { buildId: "bench".padEnd(64, "0"), version: "bench" };

/** Times `a` and `b` in turns (a stall of the machine hits both alike); `before` runs untimed ahead of each `b`. */
function paired(a: () => unknown, b: () => unknown, o: BenchOptions, before: () => void = () => {}): [Timing, Timing] {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < o.warmup + o.runs; i++) {
    let t = performance.now();
    a();
    if (i >= o.warmup) ta.push(performance.now() - t);
    before();
    t = performance.now();
    b();
    if (i >= o.warmup) tb.push(performance.now() - t);
  }
  return [timingOf(ta), timingOf(tb)];
}

function hitOf(options: PipelineOptions) {
  const r = runPipeline(options);
  if (!r.ok || !r.fromCache) throw new Error("content cache bench: expected a load from the cache");
  return r;
}

/** One set: hit against full load, and a full load that writes the cache against one that does not. */
function benchSet(label: string, home: string, builtinMods: string, timing: BenchOptions, bar?: string): void {
  const full: PipelineOptions = { home, builtinMods };
  const cached: PipelineOptions = { ...full, cache: CACHE };
  runPipeline(cached);
  const file = join(home, "cache", "content-profile.json");
  const bytes = readFileSync(file).length;
  const files = hitOf(cached).files;
  const [fullT, hitT] = paired(
    () => runPipeline(full),
    () => hitOf(cached),
    timing,
  );
  const ratio = hitT.median / fullT.median;
  console.log(
    `content cache ${label}: hit ${ms(hitT.median)} ms (min ${ms(hitT.min)}), full load ${ms(fullT.median)} ms (min ${ms(fullT.min)}), ` +
      `${ratio.toFixed(2)}× the full load; ${files} files, cache ${int(bytes)} bytes`,
  );
  if (bar) reportBar(bar, hitT.median, fullT.median, noiseOf(hitT) + noiseOf(fullT));
  const [plainT, writeT] = paired(
    () => runPipeline(full),
    () => runPipeline(cached),
    timing,
    () => rmSync(file, { force: true }),
  );
  console.log(
    `content cache ${label}, cold (full load + key + write) ${ms(writeT.median)} ms against a full load ${ms(plainT.median)} ms: ` +
      `+${((writeT.median / plainT.median - 1) * 100).toFixed(0)}%`,
  );
}

/** CPU seconds (user + system) of `node args`, by /usr/bin/time; undefined when it is not there. */
function cpuOf(args: readonly string[]): number | undefined {
  const r = spawnSync("/usr/bin/time", ["-f", "%U %S", process.execPath, ...args], { encoding: "utf8" });
  if (r.error || r.status !== 0) return undefined;
  const last = r.stderr.trim().split("\n").pop() ?? "";
  const [u, s] = last.split(" ").map(Number);
  return u === undefined || s === undefined || Number.isNaN(u + s) ? undefined : (u + s) * 1000;
}

/** `rustkeep check` (core), warm, with the cache against the same bundle copied without its build id. */
function benchCheck(root: string, tempDir: (prefix: string) => string, runs: number): void {
  const bare = tempDir("rk-bench-nocache-");
  for (const part of ["package.json", "dist", "mods"]) cpSync(join(root, part), join(bare, part), { recursive: true });
  rmSync(join(bare, "dist", "build-id.json"), { force: true });
  const home = tempDir("rk-bench-cache-home-");
  const plainHome = tempDir("rk-bench-nocache-home-");
  const withCache = [join(root, "dist", "rustkeep.js"), "check", "--home", home];
  const without = [join(bare, "dist", "rustkeep.js"), "check", "--home", plainHome];
  if (cpuOf(withCache) === undefined || cpuOf(without) === undefined) {
    console.log("content cache, check as a process: skipped (no /usr/bin/time)");
    return;
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    a.push(cpuOf(withCache)!);
    b.push(cpuOf(without)!);
  }
  const [hit, plain] = [timingOf(a), timingOf(b)];
  console.log(
    `content cache, rustkeep check (core) warm CPU: ${ms(hit.median)} ms with the cache, ${ms(plain.median)} ms without ` +
      `(${(hit.median / plain.median).toFixed(2)}×; ${runs} runs each, user + system)`,
  );
}

export function benchContentCache(
  root: string,
  core: Registries,
  generate: GenerateOptions,
  tempDir: (prefix: string) => string,
  short: boolean,
): void {
  const builtinMods = join(root, "mods");
  benchSet(
    "core",
    tempDir("rk-bench-cc-core-"),
    builtinMods,
    short ? { warmup: 3, runs: 10 } : { warmup: 10, runs: 60 },
    "content cache hit",
  );
  const home = tempDir("rk-bench-cc-gen-");
  mkdirSync(join(home, "mods"));
  generateMods(join(home, "mods"), corePool(core), generate);
  benchSet("10k set", home, builtinMods, short ? { warmup: 0, runs: 3 } : { warmup: 2, runs: 11 });
  benchCheck(root, tempDir, short ? 3 : 15);
}
