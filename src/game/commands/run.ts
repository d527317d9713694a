import { delta, NEIGHBOURS, type Direction } from "../../lib/direction.js";
import { enemiesInSight, isWalkable, roomAt, roomInside, tileAt } from "../floor.js";
import { insideLine, stepHero } from "../rules/explore.js";
import { guardedRoomEntered } from "../rules/guarded.js";
import type { Floor } from "../state.js";
import { directionLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/**
 * Walk in one direction until something turns up; each step is a turn. The stop rules
 * (also in .scratch/2026-12-01-seeing-and-running.md):
 *
 * 1. **Never into a fight**: the run stops before a step that would enter a guarded room
 *    (`isGuarded`: enemies the map shows); if that is its first step, the run is refused
 *    (a single `move` is how the hero walks in).
 * 2. **Blocked**: a wall ahead ends the run, except at a plain bend of a corridor (the
 *    only way on is one side step), which the run follows without stopping.
 * 3. **On a door, the stairs or the entrance.** A guarded room's door says who is inside.
 * 4. **When living enemies come into sight.**
 * 5. **On entering or leaving a room** other than through a door (an open edge).
 * 6. **In a room**: on a loot spot or NPC, and when a door, stairs, NPC or loot spot
 *    comes next to the hero that was not next to it one step before (one straight ahead
 *    is not passed by: the run goes on and stops on it).
 * 7. **In a corridor, where a side opens**: the tile to the left or right is open where
 *    the one beside the previous tile was not. The second lane of a wide corridor is open
 *    all along, so it never stops a run; a side corridor, a junction or a door beside
 *    the corridor does.
 */
export interface RunCommand {
  readonly kind: "run";
  readonly dir: Direction;
}

/** A hard cap on one run's steps, so no map shape can make it loop. */
const MAX_STEPS = 200;

type Vec = readonly [number, number];

const open = (floor: Floor, x: number, y: number) => isWalkable(tileAt(floor, x, y));

/** The tiles to the left and right of a heading. */
const sides = ([dx, dy]: Vec): Vec[] => [
  [dy, -dx],
  [-dy, dx],
];

/** At a plain bend of a corridor: the one way on, a side step; undefined anywhere else. */
function bend(floor: Floor, at: Vec, from: Vec, dir: Vec): Vec | undefined {
  if (dir[0] !== 0 && dir[1] !== 0) return undefined;
  if (roomAt(floor, at[0], at[1])) return undefined;
  const ways = NEIGHBOURS.filter(([dx, dy]) => open(floor, at[0] + dx, at[1] + dy) && (at[0] + dx !== from[0] || at[1] + dy !== from[1]));
  const way = ways.length === 1 ? ways[0]! : undefined;
  return way && (way[0] === 0 || way[1] === 0) ? way : undefined;
}

/** Doors, stairs, NPCs and piles (loot spots, drops) within one tile of (x, y), as "x,y" keys. */
function landmarksNear(floor: Floor, x: number, y: number): Set<string> {
  const near = new Set<string>();
  const room = roomAt(floor, x, y);
  const spots = room ? [...room.npcs.map((n) => n.pos), ...floor.piles.map((p) => p.pos)] : [];
  for (const [sx, sy] of spots) if (Math.abs(sx - x) <= 1 && Math.abs(sy - y) <= 1) near.add(`${sx},${sy}`);
  for (const [dx, dy] of [[0, 0], ...NEIGHBOURS]) {
    const tile = tileAt(floor, x + dx!, y + dy!);
    if (tile === "+" || tile === ">" || tile === "<") near.add(`${x + dx!},${y + dy!}`);
  }
  return near;
}

/** Rules 3 and 5–7: should a run that stepped from `prev` to `at` heading `dir` stop there? */
function stopsAt(floor: Floor, prev: Vec, at: Vec, dir: Vec): boolean {
  const [x, y] = at;
  if (tileAt(floor, x, y) !== ".") return true;
  const room = roomInside(floor, x, y);
  if (tileAt(floor, prev[0], prev[1]) !== "+" && roomInside(floor, prev[0], prev[1]) !== room) return true;
  if (room) {
    // One straight ahead is not passed by: the next step reaches it, and stops on it.
    const ahead = `${x + dir[0]},${y + dir[1]}`;
    const before = landmarksNear(floor, prev[0], prev[1]);
    const near = landmarksNear(floor, x, y);
    return near.has(`${x},${y}`) || [...near].some((k) => k !== ahead && !before.has(k));
  }
  // A plain bend opens to one side by its nature: the run turns there instead of stopping.
  if (!open(floor, x + dir[0], y + dir[1]) && bend(floor, at, prev, dir)) return false;
  return sides(dir).some(([sx, sy]) => open(floor, x + sx, y + sy) && !open(floor, prev[0] + sx, prev[1] + sy));
}

export const run: CommandModule<RunCommand> = {
  modes: ["exploring"],
  handle(command, ctx) {
    const { floor } = ctx.state;
    const hero = ctx.state.player;
    let dir: Vec = delta(command.dir);
    let prev: Vec = hero.pos;
    let steps = 0;
    let inSight = enemiesInSight(floor);
    while (steps < MAX_STEPS) {
      const at: Vec = [hero.pos[0], hero.pos[1]];
      if (!open(floor, at[0] + dir[0], at[1] + dir[1])) {
        const turn = steps > 0 ? bend(floor, at, prev, dir) : undefined;
        if (!turn) break;
        dir = turn;
      }
      const [x, y] = [at[0] + dir[0], at[1] + dir[1]];
      const guarded = guardedRoomEntered(ctx.state, x, y);
      if (guarded) {
        if (steps === 0) return { kind: "rejected", reason: `You will not run into a fight. ${insideLine(guarded)}` };
        break;
      }
      stepHero(ctx, x, y);
      steps++;
      prev = at;
      const seenNow = enemiesInSight(floor);
      if (ctx.state.combat || seenNow > inSight || stopsAt(floor, prev, [x, y], dir)) break;
      inSight = seenNow;
    }
    if (steps === 0) return { kind: "rejected", reason: "A wall blocks the way." };
    return { kind: "done", turns: steps };
  },
  line: directionLine("run", "walk on to the next door, branch or fight"),
};
