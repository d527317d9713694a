/**
 * The frame rows: render-frames.tsx's frames, timed in a child process that runs them from a
 * bundle made as scripts/build.mjs makes the game's (React's production build, the aliases
 * that stand in for Ink's dependencies), because that is the code a keypress runs. The same
 * frames run a second time from a bundle without the output-stage stand-ins, printed beside:
 * what Ink's stock output stage costs, in the same run.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { noiseOf, reportBar } from "./bars.js";
import { int, ms, type BenchOptions } from "./harness.js";
import type { FrameFigures } from "./render-frames.js";

/** The aliases of scripts/build.mjs that matter to a frame (the bench checks build.mjs still has each). */
const SHIPPED = {
  "string-width": "./scripts/string-width-lazy.mjs",
  "react-devtools-core": "./scripts/devtools-stub.mjs",
  ws: "./scripts/devtools-stub.mjs",
};
/** The output stage's stand-ins: memoised wrappers of pure functions Ink calls per line per frame. */
const OUTPUT_STAGE = {
  "@alcalzone/ansi-tokenize": "./scripts/ansi-tokenize-memo.mjs",
  "slice-ansi": "./scripts/slice-ansi-memo.mjs",
};

function checkShipped(root: string): void {
  const text = readFileSync(join(root, "scripts/build.mjs"), "utf8");
  for (const [name, file] of Object.entries({ ...SHIPPED, ...OUTPUT_STAGE })) {
    const quoted = /^[a-z]+$/.test(name) ? `(${name}|"${name}")` : `"${name.replace(/[/@.-]/g, "\\$&")}"`;
    if (!new RegExp(`${quoted}: "${file.replace(/[./]/g, "\\$&")}"`).test(text)) {
      throw new Error(`scripts/build.mjs no longer aliases ${name} to ${file}: update bench/render.bench.ts`);
    }
  }
}

async function bundle(root: string, out: string, alias: Record<string, string>): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ["bench/render-child.ts"],
    outfile: out,
    jsx: "automatic",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    define: { "process.env.NODE_ENV": '"production"', __RUSTKEEP_VERSION__: '"bench"' },
    alias,
    logLevel: "error",
  });
}

function figures(bundlePath: string, root: string, home: string, timing: BenchOptions): FrameFigures {
  const r = spawnSync(process.execPath, [bundlePath, join(root, "mods"), home, String(timing.warmup), String(timing.runs)], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (r.status !== 0) throw new Error(`render bench child failed: ${r.stderr.trim().split("\n").at(-1)}`);
  return JSON.parse(r.stdout.trim().split("\n").at(-1)!) as FrameFigures;
}

const cpu = (t: { cpu: number }) => `${ms(t.cpu)} ms CPU`;

export async function benchRender(root: string, tempDir: (prefix: string) => string, timing: BenchOptions): Promise<void> {
  checkShipped(root);
  const dir = tempDir("rk-bench-render-");
  const shipped = join(dir, "frames.mjs");
  const stock = join(dir, "frames-stock-ink.mjs");
  await bundle(root, shipped, { ...SHIPPED, ...OUTPUT_STAGE });
  await bundle(root, stock, SHIPPED);
  const f = figures(shipped, root, tempDir("rk-bench-render-home-"), timing);
  const s = figures(stock, root, tempDir("rk-bench-render-home-"), timing);
  const { map, plain, wide, panel } = f;
  console.log(
    `map frame render, bundled (floor ${f.floor.number}, ${f.floor.width}×${f.floor.height}, ${int(100 * 27)} map cells in view, colour): ` +
      `median ${ms(map.median)} ms, min ${ms(map.min)} ms, ${cpu(map)}; ` +
      `anchor: Ink drawing the same text without colour ${ms(plain.median)} ms, ${cpu(plain)} (ratio ${(map.median / plain.median).toFixed(2)}x)`,
  );
  reportBar("map frame", map.median, plain.median, noiseOf(map) + noiseOf(plain));
  console.log(
    `side panel frame render, bundled (120×40: ${int((120 - f.panelWidth) * 34)} map cells in view + a ${f.panelWidth}×39 panel listing ${f.foes} foes in sight, colour): ` +
      `median ${ms(panel.median)} ms, min ${ms(panel.min)} ms, ${cpu(panel)} (target <= 6 ms: ${panel.median <= 6 ? "within target" : "ABOVE TARGET"}); ` +
      `anchors from this run: the map frame above ${ms(map.median)} ms (ratio ${(panel.median / map.median).toFixed(2)}x), ` +
      `the map screen alone at 120×40 ${ms(wide.median)} ms, ${cpu(wide)} (ratio ${(panel.median / wide.median).toFixed(2)}x)`,
  );
  reportBar("side panel", panel.median, wide.median, noiseOf(panel) + noiseOf(wide));
  console.log(
    `  the same frames with Ink's stock output stage (no memoised tokenize/slice-ansi stand-ins), same run: ` +
      `map ${ms(s.map.median)} ms, ${cpu(s.map)} (${(s.map.cpu / map.cpu).toFixed(2)}x the shipped CPU); ` +
      `side panel ${ms(s.panel.median)} ms, ${cpu(s.panel)} (${(s.panel.cpu / panel.cpu).toFixed(2)}x); ` +
      `plain text ${ms(s.plain.median)} ms, ${cpu(s.plain)}`,
  );
}
