/** Rules: one `Game.execute(Move)`, the command a keypress sends most. */
import type { Registries } from "../src/content/registries.js";
import { createGame, Game } from "../src/game/index.js";
import { buildFloor } from "../src/gen/build-floor.js";
import { int, measure, type BenchOptions } from "./harness.js";

/** A fresh hero in core's entrance room, of the first race and class. */
export function newGame(registries: Registries): Game {
  const options = registries.option_categories.all().map((c) => registries.options.all().find((o) => o.category === c.id)!.id);
  const game = createGame(registries, { seed: "bench", name: "Bench", options }, buildFloor);
  if (!(game instanceof Game)) throw new Error(game.error);
  return game;
}

export function benchMove(registries: Registries, timing: BenchOptions): void {
  const game = newGame(registries);
  const moves = 10_000;
  // East then west: both steps stay inside the entrance room, so every one passes a turn.
  const t = measure(() => {
    for (let i = 0; i < moves; i++) game.execute({ kind: "move", dir: i % 2 ? "w" : "e" }, registries);
  }, timing);
  const per = (t.median * 1000) / moves;
  console.log(`Game.execute(Move): ${int(moves)} moves a run, median ${per.toFixed(2)} µs a move (${int(moves / (t.median / 1000))} moves/s)`);
}
