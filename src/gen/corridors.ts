import { FLOOR, ROCK } from "./grid.js";
import type { Point } from "../lib/grid-search.js";
import type { CorridorSearch } from "./corridor-search.js";
import type { Placement } from "./place.js";

/** Which tiles a corridor may use: 1 inside any room rectangle or on the map's edge. */
export function blockedMask(width: number, height: number, rooms: readonly Placement[]): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) mask[x] = mask[(height - 1) * width + x] = 1;
  for (let y = 0; y < height; y++) mask[y * width] = mask[y * width + width - 1] = 1;
  for (const r of rooms) {
    for (let y = r.y; y < r.y + r.variant.h; y++) mask.fill(1, y * width + r.x, y * width + r.x + r.variant.w);
  }
  return mask;
}

/** A door's map position and the tile just outside it (the corridor's first step). */
export interface Exit {
  readonly door: Point;
  readonly out: Point;
}

/** The doors of a placed room that lie on its outer edge, each with the tile outside it. */
export function exitsOf(room: Placement): Exit[] {
  const { w, h } = room.variant;
  return room.variant.doors.flatMap(([dx, dy]) => {
    const step: Point | undefined = dx === 0 ? [-1, 0] : dx === w - 1 ? [1, 0] : dy === 0 ? [0, -1] : dy === h - 1 ? [0, 1] : undefined;
    if (!step) return [];
    const door: Point = [room.x + dx, room.y + dy];
    return [{ door, out: [door[0] + step[0], door[1] + step[1]] }];
  });
}

/** Turns the rock along a path (tile indices, any order) into corridor floor. */
export function dig(tiles: Uint8Array, path: readonly number[]): void {
  for (const i of path) if (tiles[i] === ROCK) tiles[i] = FLOOR;
}

/**
 * Whether every tile of the L from a to b is free: along the row first (then the column),
 * or the column first. Both ends are free and the L stays in their box, so on the map.
 */
function lFree(search: CorridorSearch, a: Point, b: Point, rowFirst: boolean): boolean {
  const { blocked, width } = search;
  const [x0, x1] = a[0] < b[0] ? [a[0], b[0]] : [b[0], a[0]];
  const [y0, y1] = a[1] < b[1] ? [a[1], b[1]] : [b[1], a[1]];
  const row = (rowFirst ? a[1] : b[1]) * width;
  const col = rowFirst ? b[0] : a[0];
  for (let x = x0; x <= x1; x++) if (blocked[row + x] !== 0) return false;
  for (let y = y0; y <= y1; y++) if (blocked[y * width + col] !== 0) return false;
  return true;
}

/** Digs the L `lFree` checked. */
function digL(tiles: Uint8Array, width: number, a: Point, b: Point, rowFirst: boolean): void {
  const [x0, x1] = a[0] < b[0] ? [a[0], b[0]] : [b[0], a[0]];
  const [y0, y1] = a[1] < b[1] ? [a[1], b[1]] : [b[1], a[1]];
  const row = (rowFirst ? a[1] : b[1]) * width;
  const col = rowFirst ? b[0] : a[0];
  for (let x = x0; x <= x1; x++) if (tiles[row + x] === ROCK) tiles[row + x] = FLOOR;
  for (let y = y0; y <= y1; y++) if (tiles[y * width + col] === ROCK) tiles[y * width + col] = FLOOR;
}

/**
 * Digs a corridor between two rooms (their exits, `exitsOf`): out of the nearest pair of
 * doors (ties in the order the doors are listed), an L if one is free (it looks like a
 * corridor), else a path search over free space. If neither finds a way, nothing is dug:
 * the reachability test then fails loudly, not quietly. (Rooms keep a tile apart and two
 * from the edge, so the free space is one piece and a way is always found.)
 */
export function connect(tiles: Uint8Array, search: CorridorSearch, a: readonly Exit[], b: readonly Exit[]): boolean {
  const { width } = search;
  const order: number[] = [];
  const far: number[] = [];
  for (const ea of a) for (const eb of b) far[order.push(order.length) - 1] = dist(ea.out, eb.out);
  // A stable sort by distance: Array.prototype.sort keeps equal pairs in their listed order.
  order.sort((p, q) => far[p]! - far[q]!);
  for (const k of order) {
    const from = a[Math.floor(k / b.length)]!.out;
    const to = b[k % b.length]!.out;
    if (!search.free(from[0], from[1]) || !search.free(to[0], to[1])) continue;
    const rowFirst = lFree(search, from, to, true) ? true : lFree(search, from, to, false) ? false : undefined;
    if (rowFirst !== undefined) {
      digL(tiles, width, from, to, rowFirst);
      return true;
    }
    const path = search.between(from[1] * width + from[0], to[1] * width + to[0]);
    if (!path) continue;
    dig(tiles, path);
    return true;
  }
  return false;
}

function dist(a: Point, b: Point): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
}
