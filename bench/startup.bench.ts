/**
 * Start-up: process start to the first frame of the title screen (core loaded), next to
 * bare `node -e ''` in the same run. Both run under `script`, which gives them a real
 * pseudo-terminal of 100×32: without a TTY the game refuses to start. Then the commands that
 * need no terminal (`check --no-mods`, `--version`), spawned straight and timed to their exit,
 * next to bare `node -e 0` spawned the same way.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { noiseOf, reportBar } from "./bars.js";
import { int, medianOf, ms, type BenchOptions } from "./harness.js";

const hasScript = spawnSync("script", ["--version"]).status === 0;

/** Time from spawn until `done(output)` is true (or the process exits), in ms. */
function timeOnce(command: string, done: (out: string) => boolean): Promise<number> {
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

/** Time from spawn to exit of `node ...args` with no terminal, in ms; a non-zero exit is an error (a failing command measures nothing). */
function timeExit(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      const elapsed = performance.now() - start;
      if (code === 0) resolve(elapsed);
      else reject(new Error(`node ${args.join(" ")} exited ${code}: ${err.slice(-300)}`));
    });
  });
}

/** `check --no-mods` (core only, warm: run once first) and `--version`, each as a ratio to bare `node -e 0`. */
async function benchCommands(root: string, home: string, runs: number): Promise<void> {
  const bin = join(root, "dist", "rustkeep.js");
  const check = ["check", "--no-mods", "--home", home];
  await timeExit([bin, ...check]);
  await timeExit(["-e", "0"]);
  const bare = await medianOf(runs, () => timeExit(["-e", "0"]));
  const checked = await medianOf(runs, () => timeExit([bin, ...check]));
  const version = await medianOf(runs, () => timeExit([bin, "--version"]));
  console.log(`bare node -e 0 (no terminal, to exit): ${int(runs)} runs, median ${ms(bare.median)} ms, min ${ms(bare.min)} ms`);
  for (const [label, bar, t] of [
    ["rustkeep check --no-mods (core only, warm)", "check core-only warm", checked],
    ["rustkeep --version", "--version", version],
  ] as const) {
    console.log(
      `${label}: ${int(runs)} runs, median ${ms(t.median)} ms, min ${ms(t.min)} ms ` +
        `(+${ms(t.median - bare.median)} ms over bare node, ${(t.median / bare.median).toFixed(2)}× bare)`,
    );
    reportBar(bar, t.median, bare.median, noiseOf(t) + noiseOf(bare));
  }
}

export async function benchStartup(root: string, home: string, timing: BenchOptions): Promise<void> {
  if (!hasScript) {
    console.log("startup to title frame: skipped (`script` from util-linux is not installed)");
    await benchCommands(root, home, Math.max(3, timing.runs));
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
  console.log(
    `startup to title frame with a save present: ${int(runs)} runs, median ${ms(withSave.median)} ms (${(withSave.median / bare.median).toFixed(2)}× bare, ` +
      `${((withSave.median / game.median - 1) * 100).toFixed(0)}% over the run without one)`,
  );
  await benchCommands(root, home, runs);
}
