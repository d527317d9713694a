import { FLOOR, Grid, ROCK } from "./grid.js";
import type { Placement } from "./place.js";

type Point = readonly [number, number];

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
  for (let [x, y] = a; x !== b[0] || y !== b[1]; ) {
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

/**
 * Shortest 4-way path over free tiles (breadth-first on typed arrays). Room tiles are
 * not in the search space, so the path cannot touch a wall.
 */
export function searchPath(width: number, height: number, blocked: Uint8Array, a: Point, b: Point): Point[] | undefined {
  const start = a[1] * width + a[0];
  const goal = b[1] * width + b[0];
  if (blocked[start] || blocked[goal]) return undefined;
  const prev = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  prev[start] = start;
  while (head < tail) {
    const i = queue[head++]!;
    if (i === goal) break;
    const x = i % width;
    const next = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
    for (const n of next) {
      if (n < 0 || n >= width * height || prev[n] !== -1 || blocked[n]) continue;
      prev[n] = i;
      queue[tail++] = n;
    }
  }
  if (prev[goal] === -1) return undefined;
  const path: Point[] = [];
  for (let i = goal; ; i = prev[i]!) {
    path.push([i % width, Math.floor(i / width)]);
    if (i === start) break;
  }
  return path.reverse();
}

/**
 * Digs a corridor between two rooms: out of the nearest pair of doors, an L if one is
 * free (it looks like a corridor), else a path search over free space. If neither
 * finds a way, nothing is dug: the reachability test then fails loudly, not quietly.
 */
export function connect(grid: Grid, blocked: Uint8Array, a: Placement, b: Placement): boolean {
  const pairs = exitsOf(a).flatMap((ea) => exitsOf(b).map((eb) => [ea, eb] as const));
  pairs.sort(([p, q], [r, s]) => dist(p.out, q.out) - dist(r.out, s.out));
  const free = (p: Point) => !blocked[p[1] * grid.width + p[0]];
  for (const [ea, eb] of pairs) {
    if (!free(ea.out) || !free(eb.out)) continue;
    const path =
      [lPath(ea.out, eb.out, true), lPath(ea.out, eb.out, false)].find((p) => p.every(free)) ??
      searchPath(grid.width, grid.height, blocked, ea.out, eb.out);
    if (!path) continue;
    for (const [x, y] of path) if (grid.get(x, y) === ROCK) grid.set(x, y, FLOOR);
    return true;
  }
  return false;
}

function dist(a: Point, b: Point): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
}
