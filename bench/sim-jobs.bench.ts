/**
 * `rustkeep sim --jobs`: the same runs played by the built program with one worker thread
 * per core (`--jobs 2`) and in one process (`--jobs 1`), alternating in the same run, wall
 * time (what the user waits for) with the CPU time beside it; the two reports must be the
 * same bytes. The full mode also times `sim --runs 800 --jobs 2` against the 60 s.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { noiseOf, reportBar } from "./bars.js";
import { int, timingOf } from "./harness.js";

/** CPU seconds of this process's waited-for children (Linux /proc; 0 elsewhere). */
function childrenCpu(): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // cutime and cstime, fields 16 and 17 of stat(5), counted from the state (field 3); clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

interface Timed {
  readonly wall: number;
  readonly cpu: number;
  readonly stdout: string;
}

function simOnce(bin: string, home: string, runs: number, jobs: number): Timed {
  const cpu = childrenCpu();
  const start = performance.now();
  const r = spawnSync(
    process.execPath,
    [bin, "sim", "--home", home, "--runs", String(runs), "--seed", "jobs", "--json", "--jobs", String(jobs)],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const wall = performance.now() - start;
  if (r.status !== 0) throw new Error(`sim --jobs ${jobs} exited ${r.status}: ${r.stderr.slice(0, 300)}`);
  return { wall, cpu: childrenCpu() - cpu, stdout: r.stdout };
}

export function benchSimJobs(root: string, home: string, short: boolean): void {
  const bin = join(root, "dist", "rustkeep.js");
  // A worker pays its own load and JIT warm-up (~2 s of CPU): the full mode plays enough runs for a user's batch.
  const runs = short ? 16 : 300;
  const reps = short ? 1 : 3;
  const one: Timed[] = [];
  const two: Timed[] = [];
  for (let i = 0; i < reps; i++) {
    one.push(simOnce(bin, home, runs, 1));
    two.push(simOnce(bin, home, runs, 2));
  }
  if (two.some((t) => t.stdout !== one[0]!.stdout)) throw new Error("sim --jobs 2 printed another report than --jobs 1");
  const w1 = timingOf(one.map((t) => t.wall));
  const w2 = timingOf(two.map((t) => t.wall));
  const c1 = timingOf(one.map((t) => t.cpu));
  const c2 = timingOf(two.map((t) => t.cpu));
  const s = (x: number) => `${(x / 1000).toFixed(1)} s`;
  console.log(
    `sim --jobs: ${int(runs)} runs × ${reps}, --jobs 1 median ${s(w1.median)} (${c1.median.toFixed(1)} s CPU), ` +
      `--jobs 2 median ${s(w2.median)} (${c2.median.toFixed(1)} s CPU): ${(w2.median / w1.median).toFixed(2)}× the wall time, ` +
      `${(c2.median / c1.median).toFixed(2)}× the CPU; same report`,
  );
  reportBar("sim --jobs 2", w2.median, w1.median, noiseOf(w1) + noiseOf(w2));
  if (short) return;
  const long = simOnce(bin, home, 800, 2);
  console.log(
    `sim --runs 800 --jobs 2: ${s(long.wall)} wall, ${long.cpu.toFixed(1)} s CPU (target < 60 s: ${long.wall < 60_000 ? "within" : "ABOVE"})`,
  );
}
