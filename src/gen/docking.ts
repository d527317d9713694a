import { dig, exitsOf } from "./corridors.js";
import { FLOOR, type Grid, WALL } from "./grid.js";
import type { GridSearch } from "../lib/grid-search.js";
import type { Placement } from "./place.js";

/**
 * Gives every door a corridor once the chain and the loops are dug: a door whose outside
 * tile is still rock gets the shortest path from there to the nearest corridor (one
 * search from all corridors at once; stubs that head the same way merge). A door that
 * finds no corridor (a floor of one room has none) is walled up: it becomes `#`, a wall
 * of its prefab again. Every corridor leads to the rooms, so a dock strands nothing.
 */
export function dockDoors(grid: Grid, search: GridSearch, rooms: readonly Placement[]): void {
  const { tiles, width } = grid;
  const open = rooms.flatMap(exitsOf).filter(({ out: [x, y] }) => tiles[y * width + x] !== FLOOR);
  if (open.length === 0) return;
  // Corridor floor: free tiles already dug (room floor is blocked, so never a source).
  const toCorridor = search.spread((x, y) => tiles[y * width + x] === FLOOR);
  for (const { door, out } of open) {
    const path = toCorridor(out);
    if (path) dig(grid, path);
    else grid.set(...door, WALL);
  }
}
