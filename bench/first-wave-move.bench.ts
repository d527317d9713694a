/**
 * `Game.execute(move)` against its anchor in issue 25: the first wave's move (commit
 * FIRST_WAVE_COMMIT), run in this process next to today's, both bundled the same way (see
 * first-wave.ts). Each game moves east and west in its own core's entrance room, as
 * bench/game.bench.ts does. Runs alternate (old, new, old, …) so a busy neighbour slows both
 * alike, and each is timed in CPU time (process.cpuUsage), which a neighbour's share of the
 * cores does not inflate as it does wall time. Without git history the row says so and is skipped.
 */
import { noiseOf, reportBar } from "./bars.js";
import { bundledMover, extractCommit, FIRST_WAVE_COMMIT, type Mover } from "./first-wave.js";
import { int, timingOf, type BenchOptions, type Timing } from "./harness.js";

/** Milliseconds of CPU time `fn` takes. */
function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The two movers' timings over the same runs, taken in turn. */
function alternate(a: Mover, b: Mover, moves: number, timing: BenchOptions): [Timing, Timing] {
  for (let i = 0; i < timing.warmup; i++) {
    a.moves(moves);
    b.moves(moves);
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < timing.runs; i++) {
    ta.push(cpuMs(() => a.moves(moves)));
    tb.push(cpuMs(() => b.moves(moves)));
  }
  return [timingOf(ta), timingOf(tb)];
}

export async function benchFirstWaveMove(root: string, timing: BenchOptions, tempDir: (prefix: string) => string): Promise<void> {
  const tree = tempDir("rk-bench-first-wave-");
  const why = extractCommit(root, FIRST_WAVE_COMMIT, tree);
  if (why) {
    console.log(`Game.execute(move) against the first wave's: skipped (${why})`);
    return;
  }
  const first = await bundledMover(root, tree, tempDir("rk-bench-first-wave-move-"), false);
  const now = await bundledMover(root, root, tempDir("rk-bench-move-now-"), true);
  const moves = 10_000;
  const [old, today] = alternate(first, now, moves, timing);
  const per = (t: Timing) => ((t.median * 1000) / moves).toFixed(2);
  reportBar("Game.execute(move)", today.median, old.median, noiseOf(today) + noiseOf(old));
  console.log(
    `Game.execute(move), bundled, CPU time: ${int(moves)} moves a run, median ${per(today)} µs a move (bar 5 µs: ${
      (today.median * 1000) / moves <= 5 ? "within" : "ABOVE"
    }); the first wave's (${FIRST_WAVE_COMMIT}) ${per(old)} µs; ${(today.median / old.median).toFixed(2)}×`,
  );
}
