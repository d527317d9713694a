/**
 * Memory (issue 25, item 7). Two figures:
 *
 * - **Play RSS**: the built game in a detached tmux session at 80×24, played from the title
 *   by keys (bench/tmux-play.ts) until 5,000 turns have passed over its runs, then its
 *   resident memory from /proc. Anchors: the same process at its title screen, and bare node
 *   idling. The bar is absolute (100 MiB), and checked: a size is no timing noise.
 * - **Sim heap growth**: bot runs back to back in this process, the heap after a full
 *   collection sampled at turns 5,000, 10,000, 20,000 and 50,000 of the whole stream (inside
 *   a run, its game alive), so anything kept per turn or per run shows as growth. The bar is
 *   the growth from 5,000 to 50,000. Some growth is V8's: optimised code and its metadata
 *   (code space, deopt data) for functions that get hot late; the code space is printed so
 *   what is ours can be told apart.
 *
 * Short mode (CI) plays 200 turns and samples the sim at 1,000 → 5,000: figures, no bars.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Registries } from "../src/content/registries.js";
import { buildFloor } from "../src/gen/build-floor.js";
import { playRun } from "../src/sim/bot.js";
import { heroChoices, runSeed } from "../src/sim/plan.js";
import { POLICIES } from "../src/sim/policies.js";
import { reportBar } from "./bars.js";
import { int } from "./harness.js";
import { hasTmux, playTurns, rssOf, TmuxGame } from "./tmux-play.js";

const MiB = 1024 * 1024;
const mib = (n: number) => `${n.toFixed(1)} MiB`;

/** Both memory figures; `tempDir` makes the game's throw-away profile. */
export async function benchMemory(
  root: string,
  registries: Registries,
  short: boolean,
  tempDir: (prefix: string) => string,
): Promise<void> {
  await benchPlayRss(root, short, tempDir("rk-bench-mem-"));
  benchSimGrowth(registries, short);
}

/** Bare node's resident memory once idle (the same wait as the game gets at its title), in MiB. */
function bareNodeRss(): number {
  const r = spawnSync(process.execPath, ["-e", "setTimeout(() => console.log(process.memoryUsage.rss()), 500)"], { encoding: "utf8" });
  return Number(r.stdout.trim()) / MiB;
}

async function benchPlayRss(root: string, short: boolean, home: string): Promise<void> {
  if (!hasTmux()) return console.log("play RSS: skipped (tmux is not installed)");
  if (!existsSync("/proc/self/status"))
    return console.log("play RSS: skipped (resident memory is read from /proc, which this system lacks)");
  const target = short ? 200 : 5_000;
  // Hard limits: the whole figure (the play runs ~20 turns a second here), and the title's first frame.
  const started = performance.now();
  const deadline = started + (short ? 60_000 : 600_000);
  const bare = bareNodeRss();
  const game = new TmuxGame([process.execPath, join(root, "dist", "rustkeep.js"), "--home", home, "--seed", "memory"]);
  try {
    const titleBy = performance.now() + 15_000;
    while (!game.capture().text.includes("New run")) {
      if (performance.now() > titleBy) throw new Error("play RSS: no title screen within 15 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 500));
    const pid = game.pid();
    const title = rssOf(pid);
    if (!title) throw new Error(`play RSS: cannot read /proc/${pid}/status`);
    const marks: string[] = [];
    let next = 1_000;
    const played = await playTurns(game, target, deadline, (turns) => {
      if (turns < next || turns >= target) return;
      marks.push(`${int(next)}: ${mib(rssOf(pid)?.rss ?? NaN)}`);
      next += 1_000;
    });
    const end = rssOf(pid);
    if (!end) throw new Error("play RSS: the game is gone (crashed?)");
    const elapsed = (performance.now() - started) / 1000;
    const reached = played.turns >= target;
    console.log(
      `play RSS at 80×24 after ${int(played.turns)} turns (${played.runs} run${played.runs === 1 ? "" : "s"}, ${played.fights} fights, deepest floor ${played.deepest}, ` +
        `${int(played.keys)} keys) in ${elapsed.toFixed(0)} s: ${mib(end.rss)} (peak ${mib(end.peak)}; ` +
        `the same game at its title ${mib(title.rss)}, +${mib(end.rss - title.rss)}; bare node ${mib(bare)})` +
        (marks.length ? `; on the way ${marks.join(", ")}` : "") +
        (reached ? "" : ` — stopped by the ${short ? 60 : 600} s limit short of ${int(target)} turns`) +
        (short ? " (short: no bar)" : ""),
    );
    // A size after fewer turns than the bar's is not the bar's figure.
    if (!short && reached) reportBar("play RSS 5k turns", end.rss, 1, 0);
  } finally {
    game.close();
  }
}

/** A full collection (the harness sets --expose-gc the same way); undefined when the flag cannot be set. */
const gc: (() => void) | undefined = (() => {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return undefined;
  }
})();

interface Sample {
  readonly turn: number;
  readonly heap: number;
  readonly code: number;
  readonly rss: number;
}

function sample(turn: number): Sample {
  gc!();
  gc!();
  const code = getHeapSpaceStatistics().find((s) => s.space_name === "code_space")?.space_used_size ?? 0;
  const m = process.memoryUsage();
  return { turn, heap: m.heapUsed / MiB, code: code / MiB, rss: m.rss / MiB };
}

function benchSimGrowth(registries: Registries, short: boolean): void {
  if (!gc) return console.log("sim heap growth: skipped (no gc: --expose-gc could not be set)");
  const marks = short ? [1_000, 2_000, 5_000] : [5_000, 10_000, 20_000, 50_000];
  const heroes = heroChoices(registries, []);
  const policy = POLICIES[0]!;
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + (short ? 30_000 : 300_000);
  let done = 0;
  let runs = 0;
  while (samples.length < marks.length && performance.now() < deadline) {
    const record = playRun(registries, {
      seed: runSeed("memory", runs),
      options: heroes[runs % heroes.length]!,
      policy,
      buildFloor,
      onTurn: (game) => {
        const turn = done + game.state.turn;
        if (samples.length < marks.length && turn >= marks[samples.length]!) samples.push(sample(turn));
      },
    });
    done += record.turns;
    runs++;
  }
  const elapsed = (performance.now() - started) / 1000;
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || samples.length < marks.length) {
    console.log(
      `sim heap growth: only ${samples.length} of ${marks.length} samples within the time limit (${int(done)} turns in ${elapsed.toFixed(0)} s)`,
    );
    return;
  }
  const growth = last.heap - first.heap;
  const list = (f: (s: Sample) => number) => samples.map((s) => f(s).toFixed(1)).join(" / ");
  console.log(
    `sim heap growth: ${int(runs)} bot runs back to back (${policy.name}, every hero), heap after gc at turn ${samples.map((s) => int(s.turn)).join(" / ")}: ` +
      `${list((s) => s.heap)} MiB, growth ${int(first.turn)}→${int(last.turn)} ${growth >= 0 ? "+" : ""}${mib(growth)} ` +
      `(of it V8's code space ${last.code - first.code >= 0 ? "+" : ""}${mib(last.code - first.code)}); RSS ${list((s) => s.rss)} MiB; ${elapsed.toFixed(1)} s` +
      (short ? " (short: no bar)" : ""),
  );
  if (!short) reportBar("sim heap growth 5k→50k", growth, 1, 0);
}
