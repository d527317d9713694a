import { describe, expect, it } from "vitest";
import { findPath, floodFill, GridSearch } from "../../src/lib/grid-search.js";

// A small map: '#' blocks. Two areas joined by one gap in the middle wall; a pocket at the right.
const MAP = ["......#....", "......#....", "...........", "......#..##", "......#..#."];
const open = (x: number, y: number) => MAP[y]?.[x] === ".";
const W = MAP[0]!.length;
const H = MAP.length;

describe("grid search over a predicate", () => {
  it("finds a shortest 4-way path through the one gap", () => {
    const path = findPath(W, H, open, [0, 0], [10, 0])!;
    expect(path[0]).toEqual([0, 0]);
    expect(path.at(-1)).toEqual([10, 0]);
    expect(path).toContainEqual([6, 2]);
    expect(path.length).toBe(10 + 2 * 2 + 1);
    for (let i = 1; i < path.length; i++) {
      const [[ax, ay], [bx, by]] = [path[i - 1]!, path[i]!];
      expect(Math.abs(ax - bx) + Math.abs(ay - by)).toBe(1);
      expect(open(bx, by)).toBe(true);
    }
  });

  it("takes diagonal steps when asked to, and so needs fewer", () => {
    const path = findPath(W, H, open, [0, 0], [10, 0], 8)!;
    expect(path.length).toBeLessThan(15);
    expect(path.length).toBe(11);
  });

  it("finds no way into a walled pocket, nor from a blocked tile", () => {
    expect(findPath(W, H, open, [0, 0], [10, 4])).toBeUndefined();
    expect(findPath(W, H, open, [6, 0], [0, 0])).toBeUndefined();
  });

  it("floods exactly the tiles reachable from the start", () => {
    const reached = floodFill(W, H, open, [0, 0]);
    const all = MAP.flatMap((row, y) => [...row].map((c, x) => (c === "." ? [x, y] : undefined))).filter(Boolean);
    expect(reached).toHaveLength(all.length - 1);
    expect(reached).not.toContainEqual([10, 4]);
    expect(floodFill(W, H, open, [10, 4])).toEqual([[10, 4]]);
  });

  it("goes to the nearest goal and spreads from many sources at once", () => {
    const search = new GridSearch(W, H, open, 4);
    expect(search.nearest([0, 2], (x, y) => x === 8 || (x === 3 && y === 4))!.at(-1)).toEqual([3, 4]);
    const toRight = search.spread((x, y) => x === 10 && y < 3);
    expect(toRight([7, 2])).toEqual([
      [7, 2],
      [8, 2],
      [9, 2],
      [10, 2],
    ]);
    expect(toRight([10, 4])).toBeUndefined();
  });

  it("sees the map as it is at each search", () => {
    const walls = new Set<string>();
    const search = new GridSearch(W, H, (x, y) => open(x, y) && !walls.has(`${x},${y}`));
    expect(search.between([0, 0], [10, 0])).toBeDefined();
    walls.add("6,2");
    expect(search.between([0, 0], [10, 0])).toBeUndefined();
  });
});
