import { FLOOR, Grid, ROCK } from "./grid.js";
import type { GridSearch, Point } from "../lib/grid-search.js";
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

/** The straight line from a to b (same row or column), both ends included. */
function line(a: Point, b: Point): Point[] {
  const sx = Math.sign(b[0] - a[0]);
  const sy = Math.sign(b[1] - a[1]);
  const points: Point[] = [a];
  for (let [x, y] = a; x !== b[0] || y !== b[1];) {
    x += sx;
    y += sy;
    points.push([x, y]);
  }
  return points;
}

/** The L from a to b: along the row first (then the column), or the column first. */
function lPath(a: Point, b: Point, rowFirst: boolean): Point[] {
  const corner: Point = rowFirst ? [b[0], a[1]] : [a[0], b[1]];
  return [...line(a, corner), ...line(corner, b).slice(1)];
}

/** Turns the rock along a path into corridor floor. */
export function dig(grid: Grid, path: readonly Point[]): void {
  for (const [x, y] of path) if (grid.get(x, y) === ROCK) grid.set(x, y, FLOOR);
}

/**
 * Digs a corridor between two rooms: out of the nearest pair of doors, an L if one is
 * free (it looks like a corridor), else a path search over free space. If neither
 * finds a way, nothing is dug: the reachability test then fails loudly, not quietly.
 * (Rooms keep a tile apart and two from the edge, so the free space is one piece and a
 * way is always found.)
 */
export function connect(grid: Grid, search: GridSearch, a: Placement, b: Placement): boolean {
  const pairs = exitsOf(a).flatMap((ea) => exitsOf(b).map((eb) => [ea, eb] as const));
  pairs.sort(([p, q], [r, s]) => dist(p.out, q.out) - dist(r.out, s.out));
  const free = (p: Point) => search.free(p);
  for (const [ea, eb] of pairs) {
    if (!free(ea.out) || !free(eb.out)) continue;
    const path = [lPath(ea.out, eb.out, true), lPath(ea.out, eb.out, false)].find((p) => p.every(free)) ?? search.between(ea.out, eb.out);
    if (!path) continue;
    dig(grid, path);
    return true;
  }
  return false;
}

function dist(a: Point, b: Point): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
}
