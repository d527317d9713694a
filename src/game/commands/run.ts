import { delta, type Direction } from "../../lib/direction.js";
import { isWalkable, roomAt, tileAt } from "../floor.js";
import { stepHero } from "../rules/explore.js";
import type { GameState } from "../state.js";
import { directionLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** Walk in one direction until something interesting: each step is a turn. */
export interface RunCommand {
  readonly kind: "run";
  readonly dir: Direction;
}

/** A hard cap on one run's steps, so no map shape can make it loop. */
const MAX_STEPS = 200;

function walkableNeighbours(state: GameState, x: number, y: number): number {
  let n = 0;
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) if (isWalkable(tileAt(state.floor, x + dx, y + dy))) n++;
  return n;
}

/** Stop here? On a door, stairs or entrance, on entering or leaving a room, beside an NPC or loot, or where a corridor branches. */
function interesting(state: GameState, x: number, y: number, fromRoom: unknown): boolean {
  const tile = tileAt(state.floor, x, y);
  if (tile !== ".") return true;
  const room = roomAt(state.floor, x, y);
  if (room !== fromRoom) return true;
  if (room) {
    const near = (p: readonly [number, number]) => Math.abs(p[0] - x) <= 1 && Math.abs(p[1] - y) <= 1;
    return room.npcs.some((n) => near(n.pos)) || room.loot.some(near);
  }
  return walkableNeighbours(state, x, y) > 2;
}

export const run: CommandModule<RunCommand> = {
  handle(command, ctx) {
    const hero = ctx.state.player;
    const [dx, dy] = delta(command.dir);
    let steps = 0;
    while (steps < MAX_STEPS) {
      const [x, y] = [hero.pos[0] + dx, hero.pos[1] + dy];
      if (!isWalkable(tileAt(ctx.state.floor, x, y))) break;
      const before = roomAt(ctx.state.floor, hero.pos[0], hero.pos[1]);
      stepHero(ctx, x, y);
      steps++;
      if (ctx.state.combat || interesting(ctx.state, x, y, before)) break;
    }
    if (steps === 0) return { kind: "rejected", reason: "A wall blocks the way." };
    return { kind: "done", turns: steps };
  },
  line: directionLine("run", "walk on to the next door, branch or fight"),
};
