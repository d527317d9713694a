/**
 * Start-up: process start to the first frame of the title screen (core loaded), next to
 * bare `node -e ''` in the same run. Both run under `script`, which gives them a real
 * pseudo-terminal of 100×32: without a TTY the game refuses to start. The commands that need
 * no terminal are timed in commands.bench.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { noiseOf, reportBar } from "./bars.js";
import { int, medianOf, ms, type BenchOptions } from "./harness.js";
import { benchStartupFloor } from "./startup-floor.bench.js";

const hasScript = spawnSync("script", ["--version"]).status === 0;

/** Time from spawn until `done(output)` is true (or the process exits), in ms. */
export function timeOnce(command: string, done: (out: string) => boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn("script", ["-qfec", `stty cols 100 rows 32; ${command}`, "/dev/null"], { detached: true });
    let out = "";
    let finished = false;
    const finish = (err?: Error) => {
      if (finished) return;
      finished = true;
      const elapsed = performance.now() - start;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
      if (err) reject(err);
      else resolve(elapsed);
    };
    const timer = setTimeout(() => finish(new Error(`no first frame within 10 s; output: ${out.slice(-300)}`)), 10_000);
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      if (done(out)) {
        clearTimeout(timer);
        finish();
      }
    });
    child.on("exit", () => {
      clearTimeout(timer);
      finish(done(out) ? undefined : new Error(`exited before the first frame; output: ${out.slice(-300)}`));
    });
  });
}

export async function benchStartup(root: string, home: string, timing: BenchOptions, tempDir: (prefix: string) => string): Promise<void> {
  if (!hasScript) {
    console.log("startup to title frame: skipped (`script` from util-linux is not installed)");
    return;
  }
  const node = JSON.stringify(process.execPath);
  const bin = JSON.stringify(join(root, "dist", "rustkeep.js"));
  const runs = Math.max(3, timing.runs);
  for (let i = 0; i < timing.warmup; i++)
    await timeOnce(`${node} ${bin} --home ${JSON.stringify(home)} --seed 1`, (o) => o.includes("New run"));
  const bare = await medianOf(runs, () => timeOnce(`${node} -e "process.stdout.write('ready')"`, (o) => o.includes("ready")));
  const game = await medianOf(runs, () => timeOnce(`${node} ${bin} --home ${JSON.stringify(home)} --seed 1`, (o) => o.includes("New run")));
  // The same with a save in the slot: the title reads it to offer Continue.
  const saved = join(home, "with-save");
  mkdirSync(saved, { recursive: true });
  const script = join(saved, "make-save.txt");
  writeFileSync(script, "create core:human core:warrior\nmove e\nsave\n");
  const made = spawnSync(process.execPath, [join(root, "dist", "rustkeep.js"), "run", "--home", saved, "--seed", "1", "--script", script], {
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`startup bench: could not make a save: ${made.stderr}`);
  const withSave = await medianOf(runs, () => timeOnce(`${node} ${bin} --home ${JSON.stringify(saved)}`, (o) => o.includes("Continue")));
  console.log(`startup bare node: ${int(runs)} runs, median ${ms(bare.median)} ms, min ${ms(bare.min)} ms`);
  console.log(
    `startup to title frame (bundle, core loaded): ${int(runs)} runs, median ${ms(game.median)} ms, min ${ms(game.min)} ms ` +
      `(+${ms(game.median - bare.median)} ms over bare node, ${(game.median / bare.median).toFixed(2)}× bare; target < 250 ms: ${game.median < 250 ? "within" : "ABOVE"})`,
  );
  reportBar("start→title", game.median, bare.median, noiseOf(game) + noiseOf(bare));
  await benchStartupFloor({ timeOnce, root, tempDir, runs, bare });
  console.log(
    `startup to title frame with a save present: ${int(runs)} runs, median ${ms(withSave.median)} ms (${(withSave.median / bare.median).toFixed(2)}× bare, ` +
      `${((withSave.median / game.median - 1) * 100).toFixed(0)}% over the run without one)`,
  );
}
