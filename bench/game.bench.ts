/** Rules: one `Game.execute(Move)`, the command a keypress sends most. */
import type { Registries } from "../src/content/registries.js";
import { createGame, Game, type FloorBuilder } from "../src/game/index.js";
import { buildFloor } from "../src/gen/build-floor.js";
import { int, measure, type BenchOptions, type Timing } from "./harness.js";

/** A fresh hero in core's entrance room (or the floor `floors` builds), of the first race and class. */
export function newGame(registries: Registries, floors: FloorBuilder = buildFloor): Game {
  const options = registries.option_categories.all().map((c) => registries.options.all().find((o) => o.category === c.id)!.id);
  const game = createGame(registries, { seed: "bench", name: "Bench", options }, { buildFloor: floors });
  if (!(game instanceof Game)) throw new Error(game.error);
  return game;
}

/** The timing (ms) of runs of `moves` moves. */
function timeMoves(registries: Registries, timing: BenchOptions, moves: number): Timing {
  const game = newGame(registries);
  // East then west: both steps stay inside the entrance room, so every one passes a turn.
  return measure(() => {
    for (let i = 0; i < moves; i++) game.execute({ kind: "move", dir: i % 2 ? "w" : "e" }, registries);
  }, timing);
}

/** The median µs of one `Game.execute(Move)` over runs of `moves` moves: the anchor other figures compare to. */
export function microsPerMove(registries: Registries, timing: BenchOptions, moves: number): number {
  return (timeMoves(registries, timing, moves).median * 1000) / moves;
}

export function benchMove(registries: Registries, timing: BenchOptions): void {
  const moves = 10_000;
  const t = timeMoves(registries, timing, moves);
  const per = (t.median * 1000) / moves;
  console.log(`Game.execute(Move): ${int(moves)} moves a run, median ${per.toFixed(2)} µs a move (${int(1_000_000 / per)} moves/s)`);
}
