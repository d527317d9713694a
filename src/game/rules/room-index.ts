import { roomInside } from "../floor.js";
import type { Floor, Room } from "../state.js";

/** A floor's room index, and the layout it was made from. */
interface Indexed {
  readonly width: number;
  readonly inside: Int16Array;
  readonly rows: readonly string[];
  readonly rooms: readonly Room[];
  readonly rects: readonly number[];
}

// One per floor object: a save loaded, or the next floor, is a new object and gets its own.
const made = new WeakMap<Floor, Indexed>();

/**
 * Per tile (y × width + x): the index in `floor.rooms` of the room the tile is inside
 * (`roomInside`: a door is not), -1 for none. Looking it up tile by tile is most of the
 * cost of a travel's turn, so it is made once per floor. It depends only on the tiles
 * (where the doors are) and the rooms' rectangles; the game never changes either once a
 * floor is built, but each call checks both (rows by identity, rooms and their
 * rectangles), so a floor edited in place (a test, a tool) is indexed anew.
 */
export function roomIndex(floor: Floor): Int16Array {
  const known = made.get(floor);
  if (known && sameLayout(floor, known)) return known.inside;
  const { width, height } = floor;
  const inside = new Int16Array(width * height).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const room = roomInside(floor, x, y);
      if (room) inside[y * width + x] = floor.rooms.indexOf(room);
    }
  }
  made.set(floor, { width, inside, rows: [...floor.tiles], rooms: [...floor.rooms], rects: floor.rooms.flatMap(rect) });
  return inside;
}

const rect = (r: Room): number[] => [r.x, r.y, r.w, r.h];

function sameLayout(floor: Floor, known: Indexed): boolean {
  const { tiles, rooms } = floor;
  if (floor.width !== known.width || tiles.length !== known.rows.length || rooms.length !== known.rooms.length) return false;
  for (let y = 0; y < tiles.length; y++) if (tiles[y] !== known.rows[y]) return false;
  for (let i = 0; i < rooms.length; i++) {
    const r = rooms[i]!;
    const k = i * 4;
    if (
      r !== known.rooms[i] ||
      r.x !== known.rects[k] ||
      r.y !== known.rects[k + 1] ||
      r.w !== known.rects[k + 2] ||
      r.h !== known.rects[k + 3]
    ) {
      return false;
    }
  }
  return true;
}
