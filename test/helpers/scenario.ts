import type { FloorBuilder } from "../../src/game/floor.js";

/**
 * A floor drawn as ASCII for a test: `@` marks where the hero starts (the tile under it
 * is floor). One room covers the whole drawing.
 */
export function drawnFloor(rows: string[]): FloorBuilder {
  return (_registries, number) => {
    let start: [number, number] = [0, 0];
    const tiles = rows.map((row, y) => {
      const x = row.indexOf("@");
      if (x >= 0) start = [x, y];
      return row.replace("@", ".");
    });
    const width = Math.max(...rows.map((r) => r.length));
    return {
      floor: { number, width, height: rows.length, tiles, rooms: [{ prefab: "test:room", x: 0, y: 0, w: width, h: rows.length, cleared: false }] },
      start,
    };
  };
}
