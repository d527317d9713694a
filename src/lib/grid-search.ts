/** A map position `[x, y]`. */
export type Point = readonly [number, number];

/** Whether a tile may be stepped on (a search never leaves the map, whatever it says). */
export type Passable = (x: number, y: number) => boolean;

/** 4: orthogonal steps only (corridors); 8: diagonals too (how the hero walks). */
export type Steps = 4 | 8;

// Left, right, up, down first: the order decides between equally short paths.
const DX = [-1, 1, 0, 0, -1, 1, -1, 1];
const DY = [0, 0, -1, 1, -1, -1, 1, 1];

/**
 * Breadth-first search over the tiles a predicate lets through. The buffers are made once
 * per map and a round counter marks what is seen, so a search costs only the tiles it
 * visits; each search overwrites the one before. The predicate is asked live, so a map
 * that changes between searches (corridors dug) is searched as it is now.
 */
export class GridSearch {
  private readonly seen: Uint32Array;
  private readonly prev: Int32Array;
  private readonly queue: Int32Array;
  private round = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly passable: Passable,
    readonly steps: Steps = 4,
  ) {
    this.seen = new Uint32Array(width * height);
    this.prev = new Int32Array(width * height);
    this.queue = new Int32Array(width * height);
  }

  /** Whether the tile is on the map and passable. */
  free([x, y]: Point): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height && this.passable(x, y);
  }

  /** The shortest path from `a` to `b`, both ends included; undefined when there is none. */
  between(a: Point, b: Point): Point[] | undefined {
    if (!this.free(a) || !this.free(b)) return undefined;
    const goal = this.index(b);
    const found = this.expand(this.begin([this.index(a)]), (i) => i === goal);
    return found === -1 ? undefined : this.trace(found).reverse();
  }

  /** The shortest path from `from` to the nearest tile `isGoal` accepts (both ends included); undefined when none is reachable. */
  nearest(from: Point, isGoal: Passable): Point[] | undefined {
    if (!this.free(from)) return undefined;
    const w = this.width;
    const found = this.expand(this.begin([this.index(from)]), (i) => isGoal(i % w, (i - (i % w)) / w));
    return found === -1 ? undefined : this.trace(found).reverse();
  }

  /**
   * One search from every free tile `isSource` accepts at once. Returns the way from a
   * tile back to its nearest source (both ends included), undefined when no source can
   * be reached; it is valid until the next search.
   */
  spread(isSource: Passable): (p: Point) => Point[] | undefined {
    const sources: number[] = [];
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) if (this.passable(x, y) && isSource(x, y)) sources.push(y * this.width + x);
    this.expand(this.begin(sources), () => false);
    const round = this.round;
    return (p) => (this.free(p) && this.seen[this.index(p)] === round ? this.trace(this.index(p)) : undefined);
  }

  /** Every tile reachable from `from` (itself included), in the order the search met them. */
  flood(from: Point): Point[] {
    if (!this.free(from)) return [];
    const tail = this.expand(this.begin([this.index(from)]), () => false, true);
    const w = this.width;
    return Array.from(this.queue.subarray(0, tail), (i): Point => [i % w, (i - (i % w)) / w]);
  }

  private index([x, y]: Point): number {
    return y * this.width + x;
  }

  /** Starts a new search from `starts`; how many tiles are queued. */
  private begin(starts: readonly number[]): number {
    const round = ++this.round;
    starts.forEach((i, k) => {
      this.seen[i] = round;
      this.prev[i] = i;
      this.queue[k] = i;
    });
    return starts.length;
  }

  /**
   * Runs the search until a tile `stop` accepts is taken from the queue: that tile, or -1
   * when none was (with `count`, the number of tiles queued instead).
   */
  private expand(queued: number, stop: (i: number) => boolean, count = false): number {
    const { width, height, passable, seen, prev, queue, round, steps } = this;
    let tail = queued;
    for (let head = 0; head < tail;) {
      const i = queue[head++]!;
      if (stop(i)) return i;
      const x = i % width;
      const y = (i - x) / width;
      for (let k = 0; k < steps; k++) {
        const nx = x + DX[k]!;
        const ny = y + DY[k]!;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const n = ny * width + nx;
        if (seen[n] === round || !passable(nx, ny)) continue;
        seen[n] = round;
        prev[n] = i;
        queue[tail++] = n;
      }
    }
    return count ? tail : -1;
  }

  /** The tiles from `i` back to where the search began. */
  private trace(i: number): Point[] {
    const path: Point[] = [];
    for (; ; i = this.prev[i]!) {
      path.push([i % this.width, Math.floor(i / this.width)]);
      if (this.prev[i] === i) return path;
    }
  }
}

/** One shortest path from `a` to `b` (a search of its own). */
export function findPath(width: number, height: number, passable: Passable, a: Point, b: Point, steps: Steps = 4): Point[] | undefined {
  return new GridSearch(width, height, passable, steps).between(a, b);
}

/** Every tile reachable from `from` (a search of its own). */
export function floodFill(width: number, height: number, passable: Passable, from: Point, steps: Steps = 4): Point[] {
  return new GridSearch(width, height, passable, steps).flood(from);
}
