import type { Registries } from "../content/registries.js";
import type { Rng } from "../lib/rng.js";
import type { Floor, Room } from "./state.js";

/** Builds floor `number` from the registries and the game's random source; `start` is where the hero appears. */
export type FloorBuilder = (registries: Registries, number: number, rng: Rng) => { floor: Floor; start: [number, number] };

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
