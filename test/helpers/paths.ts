import type { Direction } from "../../src/lib/direction.js";
import { delta, DIRECTIONS } from "../../src/lib/direction.js";
import { isWalkable } from "../../src/game/floor.js";
import type { Floor } from "../../src/game/state.js";

/**
 * The steps from the entrance to the first tile where `goal` holds, breadth-first over
 * walkable tiles where `blocked` does not hold; undefined when there is no way.
 */
export function stepsTo(
  floor: Floor,
  goal: (x: number, y: number) => boolean,
  blocked: (x: number, y: number) => boolean = () => false,
): Direction[] | undefined {
  const key = (x: number, y: number) => y * floor.width + x;
  const prev = new Map<number, [number, Direction] | null>([[key(...floor.entrance), null]]);
  const queue: [number, number][] = [floor.entrance];
  while (queue.length) {
    const [x, y] = queue.shift()!;
    if (goal(x, y)) {
      const steps: Direction[] = [];
      for (let at = prev.get(key(x, y)); at; at = prev.get(at[0])) steps.unshift(at[1]);
      return steps;
    }
    for (const dir of DIRECTIONS) {
      const [dx, dy] = delta(dir);
      const [nx, ny] = [x + dx, y + dy];
      if (prev.has(key(nx, ny)) || !isWalkable(floor.tiles[ny]?.[nx] ?? " ") || blocked(nx, ny)) continue;
      prev.set(key(nx, ny), [key(x, y), dir]);
      queue.push([nx, ny]);
    }
  }
  return undefined;
}

type Room = Floor["rooms"][number];
export const inside = (r: Room, x: number, y: number) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/** Inside a room past its doorway: where stepping starts a fight (a door is only the threshold). */
const within = (floor: Floor, r: Room, x: number, y: number) => inside(r, x, y) && floor.tiles[y]?.[x] !== "+";

/** Steps to the nearest room with enemies, entering no other such room on the way. */
export function stepsToFight(floor: Floor): Direction[] | undefined {
  const guarded = floor.rooms.filter((r) => r.enemies.length > 0);
  return guarded
    .map((room) =>
      stepsTo(
        floor,
        (x, y) => within(floor, room, x, y),
        (x, y) => guarded.some((g) => g !== room && within(floor, g, x, y)),
      ),
    )
    .filter((p): p is Direction[] => p !== undefined)
    .sort((a, b) => a.length - b.length)[0];
}
