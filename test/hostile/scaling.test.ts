/**
 * Issue 9, class 2: the cost of a pathological input grows with its size, not its square.
 * A ratio within one run, not a wall-clock limit: ten times the input must cost less
 * than 30× (linear is 10×, quadratic 100×; 30 is near their geometric middle). Each side
 * takes its best of several runs and the smallest of three ratios counts. The sizes stay
 * small on purpose: past ~10,000 segments the garbage outgrows V8's young generation and
 * linear code measured 40–100× for ten times the data on a loaded 2-core machine (the
 * collector's cliff, not the code's order); at 500 → 5,000 it measures 9–15×.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runPipeline } from "../../src/loader/pipeline.js";
import { mapLines } from "../../src/loader/toml-lines.js";
import { makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

const dotted = (segments: number) => `[[items]]\nid = "x"\nx${".a".repeat(segments)} = 1\n`;

function best(runs: number, work: () => void): number {
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

function ratio(small: () => void, large: () => void): number {
  small(); // warm the JIT on the same code path first
  let min = Infinity;
  for (let trial = 0; trial < 3; trial++) min = Math.min(min, best(5, large) / best(5, small));
  return min;
}

describe("cost that grows with the input", () => {
  it("mapping the lines of a dotted key 10× as long costs less than 30× as much", () => {
    const a = dotted(500);
    const b = dotted(5_000);
    const r = ratio(() => mapLines(a), () => mapLines(b));
    expect(mapLines(b).lineOf(["items", 0, "x", "a"])).toBe(3);
    expect(r).toBeLessThan(30);
  });

  it("loading a mod whose dotted key is 10× as long costs less than 30× as much", () => {
    const profile = (n: number) =>
      makeProfile({ core: TINY_CORE, frost: { "manifest.toml": manifest("frost", ["core"]), "deep.toml": dotted(n) } });
    // Small enough that the parser's garbage stays young: the collector's pauses are not the loader's cost.
    const a = profile(500);
    const b = profile(5_000);
    const load = (p: { home: string; builtinMods: string }) => () => void runPipeline(p);
    const r = ratio(load(a), load(b));
    const result = runPipeline(b);
    expect(result.warnings.map((w) => `${w.file}:${w.line}`)).toEqual([join("frost", "deep.toml:3")]);
    expect(r).toBeLessThan(30);
  });
});
