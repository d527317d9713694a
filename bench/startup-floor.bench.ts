/**
 * The floor of start→title (issue 25, item 3): what any Ink program pays before its first
 * frame, next to bare node in the same run. The one-line app (startup-floor-app.tsx) is
 * bundled into one file as the game is (scripts/build.mjs: esm, production React, the
 * dev-tools stub, whitespace and syntax minified) and timed under the same pseudo-terminal,
 * spawn to the frame. Then the game itself from a fresh profile each run (cold: nothing the
 * last start left behind, and no compile cache), over bare node: the "start→title cold" bar,
 * which is set from this floor (see .scratch/2026-12-02-startup-profile.md).
 */
import { build } from "esbuild";
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { noiseOf, reportBar } from "./bars.js";
import { int, medianOf, ms } from "./harness.js";

export interface FloorRun {
  /** Spawn to the first `done(output)` under the bench's pty, in ms. */
  readonly timeOnce: (command: string, done: (out: string) => boolean) => Promise<number>;
  readonly root: string;
  readonly tempDir: (prefix: string) => string;
  readonly runs: number;
  /** Bare node to its first output under the same pty, this run. */
  readonly bare: { readonly median: number; readonly min: number };
}

/** Bundles the one-line Ink app like the game; returns the file. */
async function bundleFloorApp(root: string, dir: string): Promise<string> {
  const outfile = join(dir, "floor-app.mjs");
  await build({
    entryPoints: [join(root, "bench", "startup-floor-app.tsx")],
    absWorkingDir: root,
    jsx: "automatic",
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    define: { "process.env.NODE_ENV": '"production"' },
    alias: { "react-devtools-core": "./scripts/devtools-stub.mjs", ws: "./scripts/devtools-stub.mjs" },
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: "warning",
  });
  return outfile;
}

/** The floor (Ink's one line) and the cold start to the title, each over bare node of the same run. */
export async function benchStartupFloor(run: FloorRun): Promise<void> {
  const node = JSON.stringify(process.execPath);
  const app = JSON.stringify(await bundleFloorApp(run.root, run.tempDir("rk-bench-floor-")));
  await run.timeOnce(`${node} ${app}`, (o) => o.includes("ready"));
  const floor = await medianOf(run.runs, () => run.timeOnce(`${node} ${app}`, (o) => o.includes("ready")));
  const bin = JSON.stringify(join(run.root, "dist", "rustkeep.js"));
  // Cold: a profile never used before, every run; Node 22's compile cache (when the program
  // turns it on) is switched off for the run by its own environment variable.
  const cold = await medianOf(run.runs, () => {
    const home = JSON.stringify(mkdtempSync(join(run.tempDir("rk-bench-cold-"), "home-")));
    return run.timeOnce(`NODE_DISABLE_COMPILE_CACHE=1 ${node} ${bin} --home ${home} --seed 1`, (o) => o.includes("New run"));
  });
  const bare = run.bare.median;
  console.log(
    `startup floor: node + Ink drawing one line (bundled like the game): ${int(run.runs)} runs, median ${ms(floor.median)} ms, ` +
      `min ${ms(floor.min)} ms (+${ms(floor.median - bare)} ms over bare node, ${(floor.median / bare).toFixed(2)}× bare)`,
  );
  console.log(
    `startup to title frame, cold (a fresh profile each run, no compile cache): ${int(run.runs)} runs, median ${ms(cold.median)} ms, ` +
      `min ${ms(cold.min)} ms (${(cold.median / bare).toFixed(2)}× bare, ${(cold.median / floor.median).toFixed(2)}× the floor)`,
  );
  reportBar("start→title cold", cold.median, bare, noiseOf(cold) + noiseOf(run.bare));
}
