/**
 * The loader benchmarks: the pipeline on core alone, then on core plus a generated set of
 * 20 mods, set against the floor (read + parse + validate) and the JSON ceiling.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Registries } from "../src/content/registries.js";
import { REGISTRY_NAMES } from "../src/content/schemas/index.js";
import { runPipeline } from "../src/loader/pipeline.js";
import { listTomlFiles } from "../src/profile/safe-fs.js";
import { mapLines } from "../src/loader/toml-lines.js";
import { formatWarning } from "../src/loader/warnings.js";
import { ceilingLoad, countEntries, floorLoad, keepingFloorLoad, parseAll, parseEach, validateAll } from "./baselines.js";
import { corePool, generateMods, type GenerateOptions } from "./generate.js";
import { noiseOf, reportBar } from "./bars.js";
import { int, measure, ms, rate, report, type BenchOptions } from "./harness.js";

export interface Setup {
  /** The repository's mods folder (holds core). */
  readonly builtinMods: string;
  /** Makes a fresh temp folder that run.ts removes at the end. */
  readonly tempDir: (prefix: string) => string;
  readonly timing: BenchOptions;
  readonly generate: GenerateOptions;
}

const totalEntries = (r: Registries): number => REGISTRY_NAMES.reduce((n, name) => n + r[name].size, 0);

/** Runs the pipeline once and insists on a clean load: a benchmark of a failing load measures nothing. */
function loadClean(home: string, builtinMods: string) {
  const result = runPipeline({ home, builtinMods });
  if (!result.ok) throw new Error(`hard error: ${result.errors.map((e) => e.message).join("; ")}`);
  if (result.warnings.length > 0) {
    const shown = result.warnings.slice(0, 10).map(formatWarning).join("\n  ");
    throw new Error(`expected a warning-free load, got ${result.warnings.length} warning(s):\n  ${shown}`);
  }
  return result;
}

/** 1. The whole pipeline on the core mod, in a fresh profile. */
export function benchCore(setup: Setup): Registries {
  const home = setup.tempDir("rk-bench-core-");
  const first = loadClean(home, setup.builtinMods);
  const entries = totalEntries(first.registries);
  const t = measure(() => runPipeline({ home, builtinMods: setup.builtinMods }), setup.timing);
  report("pipeline core", `${int(entries)} entries, ${first.files} files`, t, rate(entries, t));
  return first.registries;
}

/** 2 and 3. The generated set: pipeline, floor, ceiling, eager line mapping, parse and zod alone. */
export function benchGenerated(setup: Setup, core: Registries): void {
  const home = setup.tempDir("rk-bench-gen-");
  const modsDir = join(home, "mods");
  mkdirSync(modsDir);
  const gen = generateMods(modsDir, corePool(core), setup.generate);
  const label = `${int(gen.entries)} generated entries in ${gen.mods} mods`;
  console.log(`generated set: ${label}, ${gen.files.length} files, ${int(gen.bytes)} bytes`);

  // The first load creates load_order.toml and must be clean; later loads reuse the profile.
  const first = loadClean(home, setup.builtinMods);
  const entries = totalEntries(first.registries);
  if (entries !== gen.entries + totalEntries(core)) {
    throw new Error(`expected ${int(gen.entries + totalEntries(core))} entries (core + generated), loaded ${int(entries)}`);
  }
  console.log(`  clean load: ${first.warnings.length} warnings, ${int(entries)} entries (core + generated), ${first.files} files`);

  // The same entry files the pipeline reads: core's and the generated ones, manifests left out.
  const coreFiles = listTomlFiles(join(setup.builtinMods, "core")).files.filter((f) => f.rel !== "manifest.toml");
  const paths = [...coreFiles.map((f) => f.path), ...gen.files];
  const texts = paths.map((p) => readFileSync(p, "utf8"));
  const docs = parseAll(texts);
  const jsons = docs.map((d) => JSON.stringify(d));
  const size = `${int(entries)} entries, ${paths.length} files`;
  check("floor", floorLoad(paths), entries);
  check("ceiling", ceilingLoad(jsons), entries);
  if (docs.reduce((n, d) => n + countEntries(d), 0) !== entries) throw new Error("baseline files hold a different entry count");

  const pipeline = measure(() => runPipeline({ home, builtinMods: setup.builtinMods }), setup.timing);
  report("  (a) pipeline", size, pipeline, rate(entries, pipeline));
  const floor = measure(() => floorLoad(paths), setup.timing);
  report("  (b) floor: read + toml parse + zod", size, floor, rate(entries, floor));
  const keeping = measure(() => keepingFloorLoad(paths), setup.timing);
  report("  (b') floor keeping its results", size, keeping, rate(entries, keeping));
  const ceiling = measure(() => ceilingLoad(jsons), setup.timing);
  report("  (c) ceiling: JSON.parse + zod", size, ceiling, rate(entries, ceiling));
  const eager = measure(() => {
    const result = runPipeline({ home, builtinMods: setup.builtinMods });
    for (const text of texts) mapLines(text);
    return result;
  }, setup.timing);
  report(
    "  (d) pipeline + mapLines on every file",
    size,
    eager,
    `${rate(entries, eager)}, +${ms(eager.median - pipeline.median)} ms over (a)`,
  );

  const ratio = pipeline.median / floor.median;
  reportBar("pipeline", pipeline.median, floor.median, noiseOf(pipeline) + noiseOf(floor));
  const verdict = ratio <= 1.5 ? "within target" : "ABOVE TARGET";
  console.log(
    `  RATIO pipeline/floor = ${ratio.toFixed(2)}x (target <= 1.5x: ${verdict}); floor/ceiling = ${(floor.median / ceiling.median).toFixed(2)}x`,
  );
  // The floor drops each entry once validated; a loader keeps them, and that GC is not free.
  console.log(`  pipeline/(b') = ${(pipeline.median / keeping.median).toFixed(2)}x (the share of the gap that is the pipeline's own work)`);

  // Parser and validator alone, on the generated files only (core's small files left out).
  const genTexts = texts.slice(coreFiles.length);
  const genBytes = genTexts.reduce((n, t) => n + Buffer.byteLength(t), 0);
  const parseT = measure(() => parseEach(genTexts), setup.timing);
  const mbs = genBytes / 1e6 / (parseT.median / 1000);
  report("smol-toml parse", `${int(genBytes)} bytes, ${genTexts.length} files`, parseT, `(${mbs.toFixed(2)} MB/s)`);
  const genDocs = docs.slice(coreFiles.length);
  const zodT = measure(() => validateAll(genDocs), setup.timing);
  const us = (zodT.median * 1000) / gen.entries;
  report("zod safeParse", `${int(gen.entries)} entries`, zodT, `(${us.toFixed(2)} µs/entry)`);
  // Each map is dropped at once, as in (d): holding all of them would bill promotion to the scanner.
  const linesT = measure(() => {
    let last;
    for (const text of texts) last = mapLines(text);
    return last;
  }, setup.timing);
  const allBytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
  report(
    "mapLines",
    `${int(allBytes)} bytes, ${texts.length} files`,
    linesT,
    `(${(allBytes / 1e6 / (linesT.median / 1000)).toFixed(2)} MB/s)`,
  );
}

function check(what: string, ok: number, expected: number): void {
  if (ok !== expected) throw new Error(`${what}: ${ok} of ${expected} entries passed their schema`);
}
