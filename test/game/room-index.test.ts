import { describe, expect, it } from "vitest";
import { roomInside } from "../../src/game/floor.js";
import { roomIndex } from "../../src/game/rules/room-index.js";
import type { Floor } from "../../src/game/state.js";
import { drawnRoom } from "../helpers/scenario.js";

/** A 6×3 floor: a room in the left half (its door at x 2), a corridor to the right. */
function floor(): Floor {
  const tiles = ["###...", "#.+...", "###..."];
  return { number: 1, width: 6, height: 3, tiles, rooms: [drawnRoom("test:a", 0, 0, 3, 3)], entrance: [1, 1], stairs: null, piles: [] };
}

/** Whether the index says what `roomInside` says, tile by tile. */
const agrees = (f: Floor) => {
  const inside = roomIndex(f);
  for (let y = 0; y < f.height; y++) {
    for (let x = 0; x < f.width; x++) {
      const room = roomInside(f, x, y);
      if (inside[y * f.width + x] !== (room ? f.rooms.indexOf(room) : -1)) return false;
    }
  }
  return true;
};

describe("roomIndex: the room each tile is inside, made once per floor", () => {
  it("is made once and kept while the floor's layout stays as it was", () => {
    const f = floor();
    expect(agrees(f)).toBe(true);
    expect(roomIndex(f)).toBe(roomIndex(f));
  });

  it("follows a floor edited in place: a door laid, a room moved or added", () => {
    const f = floor();
    const first = roomIndex(f);
    f.tiles[1] = "#++...";
    expect(roomIndex(f)).not.toBe(first);
    expect(agrees(f)).toBe(true);
    f.rooms[0]!.x = 3;
    expect(agrees(f)).toBe(true);
    f.rooms.push(drawnRoom("test:b", 0, 0, 3, 3));
    expect(agrees(f)).toBe(true);
    expect(roomIndex(f)[1 * 6]).toBe(1);
  });
});
