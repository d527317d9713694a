import { FLOOR, type Grid, ROCK, WALL } from "./grid.js";

/**
 * Lines every corridor with wall: each rock tile 8-adjacent to a corridor floor tile
 * becomes `#`, so a player who has seen a corridor can tell where it runs. Run last,
 * once every corridor is dug: rock and wall are both impassable, so this changes no
 * path, and no corridor is dug after it that it could stand in the way of.
 */
export function wallCorridors(grid: Grid, blocked: Uint8Array): void {
  const { width, height, tiles } = grid;
  // Local copies of the codes and the eight steps written out: this runs for every
  // corridor tile, and a 3×3 loop over imported constants took twice as long.
  const [floor, rock, wall] = [FLOOR, ROCK, WALL];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      // Corridor floor: dug floor outside every room (room floors are blocked).
      if (tiles[i] !== floor || blocked[i]) continue;
      let n = i - width - 1;
      if (tiles[n] === rock) tiles[n] = wall;
      if (tiles[++n] === rock) tiles[n] = wall;
      if (tiles[++n] === rock) tiles[n] = wall;
      n = i - 1;
      if (tiles[n] === rock) tiles[n] = wall;
      n = i + 1;
      if (tiles[n] === rock) tiles[n] = wall;
      n = i + width - 1;
      if (tiles[n] === rock) tiles[n] = wall;
      if (tiles[++n] === rock) tiles[n] = wall;
      if (tiles[++n] === rock) tiles[n] = wall;
    }
  }
}
