/**
 * The simulator: whole bot runs per second of one class (the target: 200 runs of a
 * class in under 60 s), the share of that time inside `Game.execute` (the rules) against
 * the bot's own planning (queries, path search), and long play: bot runs of every hero
 * with every invariant checked after every turn (the full count only in the full mode).
 * The anchor is a bare `Game.execute(Move)` from the same run.
 */
import type { Registries } from "../src/content/registries.js";
import { buildFloor } from "../src/gen/build-floor.js";
import { playRun } from "../src/sim/bot.js";
import { playChecked } from "../src/sim/invariants.js";
import { heroChoices, runSeed } from "../src/sim/plan.js";
import { POLICIES } from "../src/sim/policies.js";
import { newGame } from "./game.bench.js";
import { int } from "./harness.js";

export function benchSim(registries: Registries, short: boolean): void {
  const policy = POLICIES[0]!;
  const hero = heroChoices(registries, [])[0]!;
  const runs = short ? 10 : 200;
  const clock = { rules: 0 };
  let turns = 0;
  const started = performance.now();
  for (let i = 0; i < runs; i++)
    turns += playRun(registries, { seed: runSeed("bench", i), options: hero, policy, buildFloor, clock }).turns;
  const spent = performance.now() - started;
  const game = newGame(registries);
  const moves = 5_000;
  const moveStart = performance.now();
  for (let i = 0; i < moves; i++) game.execute({ kind: "move", dir: i % 2 ? "w" : "e" }, registries);
  const perMove = ((performance.now() - moveStart) * 1000) / moves;
  const perTurn = (spent * 1000) / turns;
  console.log(
    `sim ${hero.join(" + ")}, ${policy.name}: ${int(runs)} runs (${int(turns)} turns) in ${(spent / 1000).toFixed(1)} s on one core, ` +
      `${(runs / (spent / 1000)).toFixed(1)} runs/s (target: 200 in < 60 s); ${perTurn.toFixed(0)} µs a turn, ` +
      `${((clock.rules / spent) * 100).toFixed(0)}% in Game.execute, ${(100 - (clock.rules / spent) * 100).toFixed(0)}% the bot's planning ` +
      `(a bare move: ${perMove.toFixed(1)} µs, a bot turn ${(perTurn / perMove).toFixed(0)}×)`,
  );
  const heroes = heroChoices(registries, []);
  const seeds = short ? heroes.length : Math.max(100, heroes.length * 5);
  let checked = 0;
  const longStart = performance.now();
  for (let i = 0; i < seeds; i++) {
    const seed = runSeed("long", i);
    const run = playChecked(registries, { seed, options: heroes[i % heroes.length]!, policy: POLICIES[i % POLICIES.length]!, buildFloor });
    checked += run.checked;
    const record = run.record;
    if (record.outcome === "stuck")
      throw new Error(`long play ${seed} (${heroes[i % heroes.length]!.join(" ")}) got stuck: ${record.cause}`);
  }
  console.log(
    `long play: ${int(seeds)} seeds × whole runs (every hero, every policy), ${int(checked)} turns each checked, 0 broken, in ${((performance.now() - longStart) / 1000).toFixed(1)} s`,
  );
}
