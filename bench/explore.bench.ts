/**
 * Auto-explore: one step of `o` (`travelStep`: the checks, then the path search to the
 * nearest unseen tile over the seen tiles) on core's floor 5: as the floor begins (the
 * entrance room seen), and with the nearest 50% and 95% of its walkable tiles (by walking
 * distance from the entrance) seen as well: the more
 * is seen, the further the search walks before it finds the edge. The anchor is a bare
 * `Game.execute(Move)` from the same run: what the step the search chooses costs anyway.
 */
import type { Registries } from "../src/content/registries.js";
import { isWalkable, tileAt } from "../src/game/floor.js";
import type { Game } from "../src/game/index.js";
import { travelStart, travelStep } from "../src/game/queries/index.js";
import type { Floor } from "../src/game/state.js";
import { generateFloor } from "../src/gen/build-floor.js";
import { GridSearch, type Point } from "../src/lib/grid-search.js";
import { int, measure, type BenchOptions } from "./harness.js";
import { microsPerMove, newGame } from "./game.bench.js";

const FLOOR = 5;

/** A game on core's floor 5, the hero at its entrance. */
function gameOnFloor(registries: Registries): Game {
  const def = registries.floors.all().find((f) => f.number === FLOOR);
  if (!def) throw new Error(`explore bench: core has no floor ${FLOOR}`);
  return newGame(registries, () => generateFloor(registries, def, "bench"));
}

/** Walkable tiles in order of walking distance from (x, y). */
function byDistance(floor: Floor, from: readonly [number, number]): Point[] {
  const search = new GridSearch(floor.width, floor.height, (x, y) => isWalkable(tileAt(floor, x, y)), 8);
  // A breadth-first flood meets the tiles in order of distance.
  return search.flood([from[0], from[1]]);
}

/** Marks the first `share` of `order` seen, with the walls around each (as the hero sees them), over what `start` saw. */
function seeShare(floor: Floor, start: readonly string[], order: readonly Point[], share: number): void {
  const seen = start.map((row) => [...row]);
  for (const [x, y] of order.slice(0, Math.floor(order.length * share))) {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (seen[y + dy]?.[x + dx] !== undefined) seen[y + dy]![x + dx] = "1";
  }
  floor.seen = seen.map((row) => row.join(""));
}

export function benchExplore(registries: Registries, timing: BenchOptions): void {
  const game = gameOnFloor(registries);
  const { state } = game;
  const order = byDistance(state.floor, state.player.pos);
  const start = [...(state.floor.seen ?? [])];
  const steps = 200;
  const figures: string[] = [];
  for (const share of [0, 0.5, 0.95]) {
    seeShare(state.floor, start, order, share);
    const so = travelStart(state, registries);
    const step = travelStep(state, registries, "explore", so);
    const t = measure(() => {
      let last = step;
      for (let i = 0; i < steps; i++) last = travelStep(state, registries, "explore", so);
      return last;
    }, timing);
    const said = step.kind === "stop" ? step.reason : step.kind;
    figures.push(
      `${share === 0 ? "at the start" : `${Math.round(share * 100)}% seen`} ${((t.median * 1000) / steps).toFixed(1)} µs (${said})`,
    );
  }
  const perMove = microsPerMove(registries, timing, 5_000);
  console.log(
    `auto-explore step (travelStep "explore", path search to the nearest unseen tile) on floor ${FLOOR} ` +
      `(${state.floor.width}×${state.floor.height}, ${int(order.length)} walkable tiles), ${int(steps)} steps a run: ` +
      `${figures.join("; ")} (a bare move: ${perMove.toFixed(1)} µs, same run)`,
  );
}
