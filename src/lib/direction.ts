/** The eight compass directions a hero can step in. */
export const DIRECTIONS = ["n", "ne", "e", "se", "s", "sw", "w", "nw"] as const;
export type Direction = (typeof DIRECTIONS)[number];

const DELTAS: Record<Direction, readonly [number, number]> = {
  n: [0, -1],
  ne: [1, -1],
  e: [1, 0],
  se: [1, 1],
  s: [0, 1],
  sw: [-1, 1],
  w: [-1, 0],
  nw: [-1, -1],
};

export function delta(dir: Direction): readonly [number, number] {
  return DELTAS[dir];
}

/** The eight steps to a tile's neighbours, in compass order from north (what searches around a tile walk). */
export const NEIGHBOURS: readonly (readonly [number, number])[] = DIRECTIONS.map(delta);

/** The direction of one step from `a` to the neighbouring `b`. */
export function stepDirection(a: readonly [number, number], b: readonly [number, number]): Direction {
  const dx = Math.sign(b[0] - a[0]);
  const dy = Math.sign(b[1] - a[1]);
  return DIRECTIONS.find((d) => DELTAS[d][0] === dx && DELTAS[d][1] === dy)!;
}

/** The compass words for the directions (`north` → `n`). */
export const DIRECTION_WORDS = {
  north: "n",
  northeast: "ne",
  east: "e",
  southeast: "se",
  south: "s",
  southwest: "sw",
  west: "w",
  northwest: "nw",
} as const satisfies Record<string, Direction>;

// A Map, not an object: a word like "constructor" must miss, not find Object.prototype's.
const NAMES: ReadonlyMap<string, Direction> = new Map<string, Direction>([
  ...DIRECTIONS.map((d) => [d, d] as const),
  ...Object.entries(DIRECTION_WORDS),
]);

/** `n`, `north`, `NE` … → a direction; undefined if it is none. */
export function parseDirection(word: string): Direction | undefined {
  return NAMES.get(word.toLowerCase());
}
