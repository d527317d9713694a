/** Tile codes of the generator's working grid; `toRows` turns them into map characters. */
export const ROCK = 0;
export const FLOOR = 1;
export const WALL = 2;
export const DOOR = 3;
const STAIRS = 4;
const ENTRANCE = 5;

const CHARS = [" ", ".", "#", "+", ">", "<"];
const CODES: Record<string, number> = { " ": ROCK, ".": FLOOR, "#": WALL, "+": DOOR, ">": STAIRS, "<": ENTRANCE };

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

  /** Puts a map character (`#`, `.`, …); spawn marks are floor. */
  setChar(x: number, y: number, ch: string): void {
    this.set(x, y, CODES[ch] ?? FLOOR);
  }

  toRows(): string[] {
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let row = "";
      for (let x = 0; x < this.width; x++) row += CHARS[this.tiles[y * this.width + x]!];
      rows.push(row);
    }
    return rows;
  }
}
