/** A map position `[x, y]`. */
export type Point = readonly [number, number];

/**
 * Breadth-first search over the free tiles of one floor (4-way steps, tiles by index
 * `y * width + x`). Room tiles are blocked, so a path never touches a wall. The buffers
 * are made once per floor and a round counter marks what is seen, so a search costs
 * only the tiles it visits; each search overwrites the one before.
 */
export class PathSearch {
  private readonly seen: Uint32Array;
  private readonly prev: Int32Array;
  private readonly queue: Int32Array;
  private round = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly blocked: Uint8Array,
  ) {
    this.seen = new Uint32Array(width * height);
    this.prev = new Int32Array(width * height);
    this.queue = new Int32Array(width * height);
  }

  /** Whether a corridor may use the tile. */
  free([x, y]: Point): boolean {
    return !this.blocked[y * this.width + x];
  }

  /** The shortest path from `a` to `b`, both ends included; undefined when there is none. */
  between(a: Point, b: Point): Point[] | undefined {
    const start = a[1] * this.width + a[0];
    const goal = b[1] * this.width + b[0];
    if (this.blocked[start] || this.blocked[goal]) return undefined;
    return this.expand(this.begin([start]), goal) ? this.trace(goal).reverse() : undefined;
  }

  /**
   * One search from every free tile `isSource` accepts at once. Returns the way from a
   * tile back to its nearest source (both ends included), undefined when no source can
   * be reached; it is valid until the next search.
   */
  spread(isSource: (i: number) => boolean): (p: Point) => Point[] | undefined {
    const sources: number[] = [];
    for (let i = 0; i < this.blocked.length; i++) if (!this.blocked[i] && isSource(i)) sources.push(i);
    this.expand(this.begin(sources), -1);
    const round = this.round;
    return ([x, y]) => (this.seen[y * this.width + x] === round ? this.trace(y * this.width + x) : undefined);
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

  /** Runs the search until `goal` is taken from the queue (-1: until all is seen); whether it was. */
  private expand(queued: number, goal: number): boolean {
    const { width, blocked, seen, prev, queue, round } = this;
    const size = blocked.length;
    let tail = queued;
    for (let head = 0; head < tail; ) {
      const i = queue[head++]!;
      if (i === goal) return true;
      const x = i % width;
      // Left, right, up, down: the order decides between equally short paths.
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? (x > 0 ? i - 1 : -1) : k === 1 ? (x < width - 1 ? i + 1 : -1) : k === 2 ? i - width : i + width;
        if (n < 0 || n >= size || seen[n] === round || blocked[n]) continue;
        seen[n] = round;
        prev[n] = i;
        queue[tail++] = n;
      }
    }
    return false;
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

/** One shortest path from `a` to `b` over the tiles `blocked` leaves free (a search of its own). */
export function searchPath(width: number, height: number, blocked: Uint8Array, a: Point, b: Point): Point[] | undefined {
  return new PathSearch(width, height, blocked).between(a, b);
}
