import { describe, expect, it } from "vitest";
import { CorridorSearch } from "../../src/gen/corridor-search.js";
import { GridSearch, type Point } from "../../src/lib/grid-search.js";
import { Rng } from "../../src/lib/rng.js";

const W = 23;
const H = 13;

/** A random mask with its edge blocked (as `blockedMask` makes it), about a third of the inside blocked. */
function randomMask(rng: Rng): Uint8Array {
  const mask = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) mask[y * W + x] = x === 0 || y === 0 || x === W - 1 || y === H - 1 || rng.chance(0.33) ? 1 : 0;
  return mask;
}

const at = (i: number): Point => [i % W, Math.floor(i / W)];
const index = ([x, y]: Point): number => y * W + x;

// The generator's floors stay byte-identical only if this search picks GridSearch's path every time.
describe("the corridor search", () => {
  it("finds the very path GridSearch finds between two tiles, or none when it finds none", () => {
    const rng = Rng.fromSeed("corridor-search");
    let found = 0;
    for (let k = 0; k < 300; k++) {
      const mask = randomMask(rng);
      const fast = new CorridorSearch(W, H, mask);
      const plain = new GridSearch(W, H, (x, y) => mask[y * W + x] === 0);
      const a = rng.int(0, W * H - 1);
      const b = rng.int(0, W * H - 1);
      const expected = plain.between(at(a), at(b));
      const got = fast.between(a, b);
      expect(got?.map(at).reverse()).toEqual(expected);
      if (expected) found++;
    }
    expect(found).toBeGreaterThan(30);
  });

  it("spreads from every source to the same way back as GridSearch, for each target asked about", () => {
    const rng = Rng.fromSeed("corridor-spread");
    let found = 0;
    for (let k = 0; k < 200; k++) {
      const mask = randomMask(rng);
      const tiles = Uint8Array.from(mask, () => (rng.chance(0.05) ? 1 : 0));
      const targets = Array.from({ length: rng.int(1, 6) }, () => rng.int(0, W * H - 1));
      const plain = new GridSearch(W, H, (x, y) => mask[y * W + x] === 0).spread((x, y) => tiles[y * W + x] === 1);
      const expected = targets.map((t) => plain(at(t)));
      const fast = new CorridorSearch(W, H, mask).spread(tiles, 1, targets);
      expect(targets.map((t) => fast(t)?.map(at))).toEqual(expected);
      found += expected.filter(Boolean).length;
    }
    expect(found).toBeGreaterThan(100);
  });

  it("answers a spread's question until the next search, and then no longer the same", () => {
    const mask = new Uint8Array(W * H);
    mask.fill(1, 0, W);
    mask.fill(1, (H - 1) * W);
    for (let y = 0; y < H; y++) mask[y * W] = mask[y * W + W - 1] = 1;
    const tiles = new Uint8Array(W * H);
    tiles[index([1, 1])] = 1;
    const search = new CorridorSearch(W, H, mask);
    const ways = search.spread(tiles, 1, [index([3, 1])]);
    expect(ways(index([3, 1]))?.map(at)).toEqual([
      [3, 1],
      [2, 1],
      [1, 1],
    ]);
    expect(ways(index([5, 5]))).toBeUndefined();
    search.between(index([1, 1]), index([2, 2]));
    expect(ways(index([3, 1]))).toBeUndefined();
  });
});
