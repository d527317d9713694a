import type { FloorBuilder } from "../../src/game/floor.js";
import type { Floor, Room } from "../../src/game/state.js";

/** A room record for a drawn floor (no spawns). */
export function drawnRoom(prefab: string, x: number, y: number, w: number, h: number): Room {
  return { prefab, variant: 0, x, y, w, h, doors: [], enemies: [], npcs: [], loot: [], cleared: true };
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
    };
    return floor;
  };
}
