/**
 * Load costs at scale (issue 22, section 4): many mods, one mod of many entries, the same
 * entries with a warning each, many mods overriding one entry, and a broken chain of loot
 * tables. Each is a whole load as the program does it (pipeline and load log), set beside
 * the same work at a tenth of the size in the same run: linear work reads about 10×.
 * The short mode (CI) runs a tenth of the full sizes once.
 */
import { join } from "node:path";
import { loadModsSync } from "../src/loader/load.js";
import { lootChain, manyMods, oneBigMod, overridingMods } from "../test/helpers/big-mods.js";
import type { ModFiles } from "../test/helpers/fixture-mods.js";
import { int, measure, ms, report, writeMods, type BenchOptions } from "./harness.js";

interface Case {
  readonly label: string;
  /** The mods at `n`. */
  readonly mods: (n: number) => Record<string, ModFiles>;
  readonly n: number;
  readonly unit: string;
  /** Warnings the load must give at `n` (a figure of a load that went wrong measures nothing). */
  readonly warnings: (n: number) => number;
}

const CASES: readonly Case[] = [
  { label: "mods", mods: manyMods, n: 2_000, unit: "mods of one entry", warnings: () => 0 },
  { label: "one big mod", mods: (n) => oneBigMod(n), n: 100_000, unit: "entries in one mod", warnings: () => 0 },
  { label: "warned entries", mods: (n) => oneBigMod(n, true), n: 100_000, unit: "entries with a warning each", warnings: (n) => n },
  { label: "conflicting overrides", mods: overridingMods, n: 2_000, unit: "mods overriding core:gold", warnings: () => 1 },
  {
    label: "broken loot chain",
    mods: (n) => lootChain(n, true),
    n: 50_000,
    unit: "loot tables in a chain whose end is broken",
    warnings: (n) => n,
  },
];

export function benchLoadCosts(short: boolean, timing: BenchOptions, tempDir: (prefix: string) => string): void {
  const builtinMods = tempDir("rk-bench-costs-mods-");
  const profile = (mods: Record<string, ModFiles>) => {
    const home = tempDir("rk-bench-costs-");
    writeMods(join(home, "mods"), mods);
    return { home, builtinMods };
  };
  const load = (p: { home: string; builtinMods: string }, expected: number, what: string) => {
    const result = loadModsSync(p);
    if (!result.ok || result.warnings.length !== expected || result.logProblem) {
      throw new Error(
        `${what}: expected ${expected} warning(s) and a log, got ${result.ok ? `${result.warnings.length}${result.logProblem ? `; ${result.logProblem}` : ""}` : "a hard error"}`,
      );
    }
    return result;
  };
  const figures = new Map<string, number>();
  for (const c of CASES) {
    const n = short ? c.n / 10 : c.n;
    const small = n / 10;
    const full = profile(c.mods(n));
    const tenth = profile(c.mods(small));
    // The first load writes load_order.toml; the timed ones find it settled.
    load(full, c.warnings(n), c.label);
    load(tenth, c.warnings(small), c.label);
    const t = measure(() => load(full, c.warnings(n), c.label), timing);
    const a = measure(() => load(tenth, c.warnings(small), c.label), timing);
    figures.set(c.label, t.median);
    report(
      `load ${c.label}`,
      `${int(n)} ${c.unit}`,
      t,
      `; a tenth of it ${ms(a.median)} ms, ratio ${(t.median / a.median).toFixed(1)} (linear ≈ 10)`,
    );
  }
  // A warning's own price: the warned load less the same entries loaded clean, in this run.
  const n = short ? 10_000 : 100_000;
  const perWarning = ((figures.get("warned entries")! - figures.get("one big mod")!) * 1000) / n;
  console.log(`  a warning costs ${perWarning.toFixed(1)} µs (warned entries less the clean big mod, over ${int(n)} warnings)`);
}
