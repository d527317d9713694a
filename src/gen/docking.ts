import { dig, type Exit } from "./corridors.js";
import type { CorridorSearch } from "./corridor-search.js";
import { FLOOR, type Grid, WALL } from "./grid.js";

/**
 * Gives every door a corridor once the chain and the loops are dug: a door whose outside
 * tile is still rock gets the shortest path from there to the nearest corridor (one
 * search from all corridors at once; stubs that head the same way merge). A door that
 * finds no corridor (a floor of one room has none) is walled up: it becomes `#`, a wall
 * of its prefab again. Every corridor leads to the rooms, so a dock strands nothing.
 * `exits` are every room's (`exitsOf`), room by room.
 */
export function dockDoors(grid: Grid, search: CorridorSearch, exits: readonly Exit[]): void {
  const { tiles, width } = grid;
  const open = exits.filter(({ out: [x, y] }) => tiles[y * width + x] !== FLOOR);
  if (open.length === 0) return;
  const outs = open.map(({ out: [x, y] }) => y * width + x);
  // Corridor floor: free tiles already dug (room floor is blocked, so never a source).
  const toCorridor = search.spread(tiles, FLOOR, outs);
  open.forEach(({ door }, k) => {
    const path = toCorridor(outs[k]!);
    if (path) dig(tiles, path);
    else grid.set(...door, WALL);
  });
}
