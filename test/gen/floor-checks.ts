/** What a player would notice about a generated floor, counted tile by tile (shared by the floor tests). */
import type { Registries } from "../../src/content/registries.js";
import { isWalkable, roomAt } from "../../src/game/floor.js";
import type { Floor } from "../../src/game/state.js";
import { variantsOf } from "../../src/gen/variants.js";
import { floodFill } from "../../src/lib/grid-search.js";

const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const tile = (floor: Floor, x: number, y: number) => floor.tiles[y]?.[x] ?? " ";

/** Walkable tiles not reached from the entrance by 4-way steps. */
export function unreachable(floor: Floor): number {
  const walkable = (x: number, y: number) => isWalkable(tile(floor, x, y));
  const reached = floodFill(floor.width, floor.height, walkable, floor.entrance).length;
  let all = 0;
  floor.tiles.forEach((row) => [...row].forEach((t) => isWalkable(t) && all++));
  return all - reached;
}

/** Prefab wall tiles that are no longer walls on the finished floor (a corridor dug through). */
export function dugWalls(floor: Floor, registries: Registries): number {
  let dug = 0;
  for (const room of floor.rooms) {
    const variant = variantsOf(registries.prefabs.get(room.prefab))[room.variant]!;
    variant.rows.forEach((row, dy) => [...row].forEach((c, dx) => c === "#" && tile(floor, room.x + dx, room.y + dy) !== "#" && dug++));
  }
  return dug;
}

/** Every `+` on the map. */
export function doorTiles(floor: Floor): [number, number][] {
  return floor.tiles.flatMap((row, y) => [...row].flatMap((t, x) => (t === "+" ? [[x, y] as [number, number]] : [])));
}

/** Doors with no walkable tile beside them outside their room: the step through leads into rock or wall. */
export function deadDoors(floor: Floor): [number, number][] {
  return doorTiles(floor).filter(([x, y]) => {
    const room = roomAt(floor, x, y);
    return !STEPS.some(([dx, dy]) => roomAt(floor, x + dx, y + dy) !== room && isWalkable(tile(floor, x + dx, y + dy)));
  });
}

/** Where the rooms' `doors` lists and the `+` tiles disagree, one line per difference. */
export function doorListMismatches(floor: Floor): string[] {
  const listed = new Set(floor.rooms.flatMap((r) => r.doors.map(([x, y]) => `${x},${y}`)));
  const onMap = new Set(doorTiles(floor).map(([x, y]) => `${x},${y}`));
  return [
    ...[...listed]
      .filter((d) => !onMap.has(d))
      .map((d) => `listed door ${d} is "${tile(floor, ...(d.split(",").map(Number) as [number, number]))}"`),
    ...[...onMap].filter((d) => !listed.has(d)).map((d) => `door ${d} is in no room's doors`),
  ];
}

/** Corridor floor tiles (walkable, outside every room) with solid rock among their eight neighbours. */
export function corridorsBesideRock(floor: Floor): number {
  let bare = 0;
  floor.tiles.forEach((row, y) =>
    [...row].forEach((t, x) => {
      if (!isWalkable(t) || roomAt(floor, x, y)) return;
      let rock = false;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) rock ||= tile(floor, x + dx, y + dy) === " ";
      if (rock) bare++;
    }),
  );
  return bare;
}
