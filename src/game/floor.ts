import type { Registries } from "../content/registries.js";
import type { Floor, Room } from "./state.js";

/**
 * Builds floor `number` from the registries and the run's seed (the builder derives its
 * own random source from both, so `rustkeep floor 3 --seed S` is floor 3 of run S).
 * Returns undefined when no floor has that number.
 */
export type FloorBuilder = (registries: Registries, number: number, seed: string) => Floor | undefined;

/** The tile at (x, y); solid rock outside the map. */
export function tileAt(floor: Floor, x: number, y: number): string {
  return floor.tiles[y]?.[x] ?? " ";
}

/** Tiles a creature can stand on. */
export function isWalkable(tile: string): boolean {
  return tile === "." || tile === "+" || tile === ">" || tile === "<";
}

/** The room whose rectangle holds (x, y), if any; corridors belong to no room. */
export function roomAt(floor: Floor, x: number, y: number): Room | undefined {
  return floor.rooms.find((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h);
}

/**
 * Marks what the hero sees from (x, y): the whole room it stands in, else the tiles
 * around it (a corridor shows only its next step). Rooms not yet entered stay dark.
 */
export function reveal(floor: Floor, x: number, y: number): void {
  const seen = (floor.seen ??= floor.tiles.map((row) => "0".repeat(row.length)));
  const room = roomAt(floor, x, y);
  const [x0, y0, x1, y1] = room ? [room.x, room.y, room.x + room.w - 1, room.y + room.h - 1] : [x - 1, y - 1, x + 1, y + 1];
  for (let yy = Math.max(0, y0); yy <= Math.min(floor.height - 1, y1); yy++) {
    const row = seen[yy]!;
    const from = Math.max(0, x0);
    const to = Math.min(floor.width - 1, x1);
    seen[yy] = row.slice(0, from) + "1".repeat(to - from + 1) + row.slice(to + 1);
  }
}
