/** Tile codes of the generator's working grid; `toRows` turns them into map characters. */
export const ROCK = 0;
export const FLOOR = 1;
export const WALL = 2;
export const DOOR = 3;
const STAIRS = 4;
const ENTRANCE = 5;

const CHARS = [" ", ".", "#", "+", ">", "<"];
const CODES: Record<string, number> = { " ": ROCK, ".": FLOOR, "#": WALL, "+": DOOR, ">": STAIRS, "<": ENTRANCE };
/** CODES by character code, for the characters below 128 (the rest, like spawn marks, are floor). */
const CODE_OF = Uint8Array.from({ length: 128 }, (_, c) => CODES[String.fromCharCode(c)] ?? FLOOR);
/** CHARS by tile code, as character codes. */
const CHAR_CODES = Uint8Array.from(CHARS, (ch) => ch.charCodeAt(0));

/** A width × height grid of tile codes on one typed array (fast to search, cheap to copy). */
export class Grid {
  readonly tiles: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.tiles = new Uint8Array(width * height);
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  get(x: number, y: number): number {
    return this.inside(x, y) ? this.tiles[y * this.width + x]! : ROCK;
  }

  set(x: number, y: number, code: number): void {
    if (this.inside(x, y)) this.tiles[y * this.width + x] = code;
  }

  /** Puts a block of map characters with its corner at (x, y), spawn marks as floor; placement keeps the block on the map. */
  stampRows(x: number, y: number, rows: readonly string[]): void {
    const { tiles, width } = this;
    for (let dy = 0; dy < rows.length; dy++) {
      const row = rows[dy]!;
      const at = (y + dy) * width + x;
      for (let dx = 0; dx < row.length; dx++) {
        const c = row.charCodeAt(dx);
        tiles[at + dx] = c < 128 ? CODE_OF[c]! : FLOOR;
      }
    }
  }

  toRows(): string[] {
    const { tiles, width } = this;
    // A plain array, not a typed one: V8's fromCharCode.apply is several times faster on it.
    const line = new Array<number>(width).fill(0);
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < width; x++) line[x] = CHAR_CODES[tiles[y * width + x]!]!;
      rows.push(String.fromCharCode.apply(null, line));
    }
    return rows;
  }
}
