/**
 * The corridor digger's path search: `GridSearch`'s 4-way breadth-first search (the same
 * step order, so the same paths) specialised to a blocked mask that does not change while
 * a floor is dug, and cut short as soon as what it looks for is queued. A tile's way back
 * is fixed when the tile is queued, so stopping there instead of when it is taken from the
 * queue (as `GridSearch` does) changes no path; it only skips the rest of the frontier.
 * Paths are tile indices (`y * width + x`), listed from the end back to the start.
 */
export class CorridorSearch {
  private readonly work: Work;

  /** `blocked` is 1 where a corridor may not go; it must block the map's edge (`blockedMask` does), so no step leaves the map. */
  constructor(
    readonly width: number,
    readonly height: number,
    readonly blocked: Uint8Array,
  ) {
    this.work = workFor(width * height);
  }

  /** Whether the tile is on the map and a corridor may use it. */
  free(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height && this.blocked[y * this.width + x] === 0;
  }

  /** The shortest way from tile `a` to tile `b` (indices, from `b` back to `a`); undefined when there is none. */
  between(a: number, b: number): number[] | undefined {
    const { blocked, width: w, work } = this;
    const { seen, prev, queue } = work;
    if (blocked[a] !== 0 || blocked[b] !== 0) return undefined;
    const round = ++work.round;
    seen[a] = round;
    prev[a] = a;
    if (a === b) return [a];
    queue[0] = a;
    let tail = 1;
    // Left, right, up, down: GridSearch's order, which decides between equally short ways.
    for (let head = 0; head < tail;) {
      const i = queue[head++]!;
      let n = i - 1;
      if (seen[n] !== round && blocked[n] === 0) {
        seen[n] = round;
        prev[n] = i;
        if (n === b) return trace(prev, b);
        queue[tail++] = n;
      }
      n = i + 1;
      if (seen[n] !== round && blocked[n] === 0) {
        seen[n] = round;
        prev[n] = i;
        if (n === b) return trace(prev, b);
        queue[tail++] = n;
      }
      n = i - w;
      if (seen[n] !== round && blocked[n] === 0) {
        seen[n] = round;
        prev[n] = i;
        if (n === b) return trace(prev, b);
        queue[tail++] = n;
      }
      n = i + w;
      if (seen[n] !== round && blocked[n] === 0) {
        seen[n] = round;
        prev[n] = i;
        if (n === b) return trace(prev, b);
        queue[tail++] = n;
      }
    }
    return undefined;
  }

  /**
   * One search from every free tile of `tiles` holding `source` at once (in index order,
   * as `GridSearch.spread` queues them), run until every free tile of `targets` is queued.
   * Returns the way from a target back to its nearest source, undefined when it has none;
   * valid until the next search.
   */
  spread(tiles: Uint8Array, source: number, targets: readonly number[]): (target: number) => number[] | undefined {
    const { blocked, width: w, work } = this;
    const { seen, prev, queue, wanted } = work;
    const round = ++work.round;
    let missing = 0;
    for (const t of targets) {
      if (blocked[t] === 0 && wanted[t] !== round) {
        wanted[t] = round;
        missing++;
      }
    }
    let tail = 0;
    const size = this.width * this.height;
    for (let i = 0; i < size; i++) {
      if (tiles[i] !== source || blocked[i] !== 0) continue;
      seen[i] = round;
      prev[i] = i;
      queue[tail++] = i;
      if (wanted[i] === round) missing--;
    }
    for (let head = 0; head < tail && missing > 0;) {
      const i = queue[head++]!;
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? i - 1 : k === 1 ? i + 1 : k === 2 ? i - w : i + w;
        if (seen[n] === round || blocked[n] !== 0) continue;
        seen[n] = round;
        prev[n] = i;
        queue[tail++] = n;
        if (wanted[n] === round) missing--;
      }
    }
    return (t) => (wanted[t] === round && seen[t] === round ? trace(prev, t) : undefined);
  }
}

/** The tiles from `i` back to where the search began. */
function trace(prev: Int32Array, i: number): number[] {
  const path = [i];
  while (prev[i] !== i) path.push((i = prev[i]!));
  return path;
}

/**
 * A search's buffers. Marks are stamped with the round that set them, so one set serves
 * every floor in turn (a floor is dug before the next begins): made once, not per floor.
 */
interface Work {
  seen: Uint32Array;
  prev: Int32Array;
  queue: Int32Array;
  wanted: Uint32Array;
  round: number;
}

let shared: Work | undefined;

function workFor(size: number): Work {
  if (!shared || shared.seen.length < size || shared.round > 0xfff00000) {
    shared = {
      seen: new Uint32Array(size),
      prev: new Int32Array(size),
      queue: new Int32Array(size),
      wanted: new Uint32Array(size),
      round: 0,
    };
  }
  return shared;
}
