/**
 * Each command that draws nothing, spawned from the built bundle with no terminal and timed from
 * spawn to exit, next to bare `node -e 0` spawned the same way in the same run. The rows take
 * turns (one run of each per round), so a busy spell of the machine falls on all of them alike.
 * `check --no-mods` (warm: every row runs once before timing) and `--version` hold bars.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { noiseOf, reportBar } from "./bars.js";
import { int, ms, timingOf } from "./harness.js";

/** One timed command line: `node ...argv`. */
export interface CommandRow {
  readonly label: string;
  readonly argv: readonly string[];
  /** The bar of bench/bars.ts it reports to, if any. */
  readonly bar?: string;
}

/** Time from spawn to exit of `node ...argv`, in ms; a non-zero exit is an error (a failing command measures nothing). */
export function timeExit(argv: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, argv, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      const elapsed = performance.now() - start;
      if (code === 0) resolve(elapsed);
      else reject(new Error(`node ${argv.join(" ")} exited ${code}: ${err.slice(-300)}`));
    });
  });
}

/** The commands of issue 25's item 1, run by the bundle at `bin` on the profile `home` (a script file is written there). */
export function commandRows(bin: string, home: string, prefix = "rustkeep"): CommandRow[] {
  const script = join(home, "bench-walk.txt");
  writeFileSync(script, "create core:human core:warrior\nrest\nmove e\nmove e\nrest\n");
  const h = ["--home", home];
  return [
    { label: `${prefix} --version`, argv: [bin, "--version"], bar: "--version" },
    { label: `${prefix} --help`, argv: [bin, "--help"] },
    { label: `${prefix} check --no-mods (core only, warm)`, argv: [bin, "check", "--no-mods", ...h], bar: "check core-only warm" },
    { label: `${prefix} list`, argv: [bin, "list", ...h] },
    { label: `${prefix} floor 1`, argv: [bin, "floor", "1", "--seed", "1", ...h] },
    { label: `${prefix} sim --runs 1`, argv: [bin, "sim", "--runs", "1", ...h] },
    { label: `${prefix} run (a 5-line script)`, argv: [bin, "run", "--script", script, ...h] },
  ];
}

/** Every row and bare node once untimed, then `runs` rounds of one timed run each; median and min of each, by label (bare node as "bare"). */
export async function timeRows(rows: readonly CommandRow[], runs: number): Promise<Map<string, { median: number; min: number }>> {
  const all: { label: string; argv: readonly string[] }[] = [{ label: "bare", argv: ["-e", "0"] }, ...rows];
  for (const row of all) await timeExit(row.argv);
  const times = new Map(all.map((r) => [r.label, [] as number[]]));
  for (let i = 0; i < runs; i++) for (const row of all) times.get(row.label)!.push(await timeExit(row.argv));
  return new Map([...times].map(([label, t]) => [label, timingOf(t)]));
}

/** `+12.3` or `−4.56`: a noisy run can put a command under bare node. */
const over = (d: number) => `${d < 0 ? "−" : "+"}${ms(Math.abs(d))}`;

export async function benchCommands(root: string, home: string, runs: number): Promise<void> {
  const rows = commandRows(join(root, "dist", "rustkeep.js"), home);
  const t = await timeRows(rows, runs);
  const bare = t.get("bare")!;
  console.log(`bare node -e 0 (no terminal, to exit): ${int(runs)} runs, median ${ms(bare.median)} ms, min ${ms(bare.min)} ms`);
  for (const row of rows) {
    const r = t.get(row.label)!;
    console.log(
      `${row.label}: ${int(runs)} runs, median ${ms(r.median)} ms, min ${ms(r.min)} ms ` +
        `(${over(r.median - bare.median)} ms over bare node, ${(r.median / bare.median).toFixed(2)}× bare)`,
    );
    if (row.bar) reportBar(row.bar, r.median, bare.median, noiseOf(r) + noiseOf(bare));
  }
}
