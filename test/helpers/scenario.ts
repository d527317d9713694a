import type { FloorBuilder } from "../../src/game/floor.js";
import type { Floor, Pile, Room } from "../../src/game/state.js";
import { spawnCreature } from "../../src/gen/populate.js";

/** A room record for a drawn floor (no spawns). */
export function drawnRoom(prefab: string, x: number, y: number, w: number, h: number): Room {
  return { prefab, variant: 0, x, y, w, h, doors: [], enemies: [], npcs: [], cleared: true };
}

/**
 * A floor drawn as ASCII for a test: `@` marks where the hero starts (the tile under it
 * is floor). Unless `rooms` are given, one room covers the whole drawing.
 */
export function drawnFloor(rows: string[], rooms?: Room[]): FloorBuilder {
  return (_registries, number) => {
    let entrance: [number, number] = [0, 0];
    const tiles = rows.map((row, y) => {
      const x = row.indexOf("@");
      if (x >= 0) entrance = [x, y];
      return row.replace("@", ".");
    });
    const width = Math.max(...rows.map((r) => r.length));
    const floor: Floor = {
      number,
      width,
      height: rows.length,
      tiles,
      rooms: rooms ?? [drawnRoom("test:room", 0, 0, width, rows.length)],
      entrance,
      stairs: null,
      piles: [],
    };
    return floor;
  };
}

/** A labelled drawing: its floor builder, and where each label stands. */
export interface Pictured {
  readonly build: FloorBuilder;
  /** `@`, `D` and every digit of the drawing → its [x, y]. */
  readonly spots: Readonly<Record<string, [number, number]>>;
}

const wallish = (c: string | undefined) => c === "#" || c === "+" || c === "D";

/**
 * Rooms in a drawing, found from their walls: each box of `#` (doors `+` in its edge)
 * whose first row and column inside hold no wall. Boxes must not touch.
 */
function roomsIn(rows: readonly string[]): Room[] {
  const at = (x: number, y: number) => rows[y]?.[x];
  const rooms: Room[] = [];
  rows.forEach((row, y) =>
    [...row].forEach((c, x) => {
      if (c !== "#" || !wallish(at(x + 1, y)) || !wallish(at(x, y + 1))) return;
      const inner = at(x + 1, y + 1);
      if (inner === undefined || inner === " " || wallish(inner)) return;
      let x2 = x + 1;
      while (wallish(at(x2, y)) && !wallish(at(x2, y + 1))) x2++;
      let y2 = y + 1;
      while (wallish(at(x, y2)) && !wallish(at(x + 1, y2))) y2++;
      rooms.push(drawnRoom(`test:room${rooms.length + 1}`, x, y, x2 - x + 1, y2 - y + 1));
    }),
  );
  return rooms;
}

/**
 * A floor from a drawing with labels, for rules tested by their look rather than by
 * coordinates: `@` the hero's start, `1`…`9` spots a test names, `e` an enemy (of
 * `enemy`, a creature id), `l` a loot spot (a pile of the table `loot`), each on floor; `D` a door a test names. Rooms are the boxes of
 * walls; everything else walkable is corridor.
 */
export function pictured(picture: readonly string[], enemy?: string, loot = "test:loot"): Pictured {
  const spots: Record<string, [number, number]> = {};
  const marks: { char: string; pos: [number, number] }[] = [];
  const rows = picture.map((row, y) =>
    [...row]
      .map((c, x) => {
        if (c === "@" || c === "D" || /[0-9]/.test(c)) spots[c] = [x, y];
        if (c === "e" || c === "l") marks.push({ char: c, pos: [x, y] });
        if (c === "D") return "+";
        return c === "e" || c === "l" || /[0-9]/.test(c) ? "." : c;
      })
      .join(""),
  );
  const build: FloorBuilder = (registries, number, seed) => {
    const rooms = roomsIn(picture);
    const piles: Pile[] = [];
    for (const room of rooms) {
      const holds = ([x, y]: [number, number]) => x >= room.x && x < room.x + room.w && y >= room.y && y < room.y + room.h;
      for (let y = room.y; y < room.y + room.h; y++)
        for (let x = room.x; x < room.x + room.w; x++) if (rows[y]?.[x] === "+") room.doors.push([x, y]);
      for (const mark of marks.filter((m) => holds(m.pos))) {
        if (mark.char === "l") piles.push({ pos: mark.pos, table: loot, items: [] });
        else if (enemy) room.enemies.push(spawnCreature(registries.creatures.get(enemy), `e${room.enemies.length + 1}`, mark.pos));
      }
      room.cleared = room.enemies.length === 0;
    }
    const doors = rows.flatMap((row, y) => [...row].flatMap((c, x) => (c === "+" ? [[x, y]] : [])));
    const stray = doors.find(([x, y]) => !rooms.some((r) => r.doors.some(([dx, dy]) => dx === x && dy === y)));
    if (stray) throw new Error(`the door at ${stray.join(",")} is in no room's wall: is the drawing aligned?`);
    const floor = drawnFloor(rows, rooms)(registries, number, seed)!;
    floor.piles.push(...piles);
    return floor;
  };
  return { build, spots };
}
