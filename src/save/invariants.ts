import { LIMITS } from "../content/schemas/limits.js";
import { MAX_LEVEL, type Creature, type GameState } from "../game/index.js";

/**
 * What a save must hold beyond its shape, checked before the game sees it: every index in
 * range, every map row as wide as the map, every position on the map, the level within the
 * cap. A save that breaks one is refused like any other broken save, naming the field; a
 * tampered save never reaches a rule that would crash or loop on it.
 */

/** One broken invariant: the path of the field (for its line in the file) and what is wrong. */
export interface Broken {
  readonly path: (string | number)[];
  readonly message: string;
}

/** The tiles a floor is made of (`Floor.tiles`). */
const TILES = /^[#.+<> ]*$/;

export function brokenInvariants(state: GameState): Broken[] {
  const out: Broken[] = [];
  const bad = (path: (string | number)[], message: string) => out.push({ path, message });
  const floor = state.floor;
  const { width, height } = floor;
  if (width > LIMITS.floorSide || height > LIMITS.floorSide)
    bad(["game", "floor", "width"], `a floor of ${width}×${height}, over ${LIMITS.floorSide} a side`);
  const grid = (key: "tiles" | "seen", rows: readonly string[], chars: RegExp) => {
    if (rows.length !== height) bad(["game", "floor", key], `${rows.length} rows for a floor ${height} high`);
    rows.forEach((row, y) => {
      if (row.length !== width) bad(["game", "floor", key, y], `a row of ${row.length} tiles for a floor ${width} wide`);
      else if (!chars.test(row)) bad(["game", "floor", key, y], "a row with a tile no floor has");
    });
  };
  grid("tiles", floor.tiles, TILES);
  if (floor.seen) grid("seen", floor.seen, /^[01]*$/);
  const onMap = (path: (string | number)[], [x, y]: readonly [number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) bad(path, `position ${x},${y} is off the ${width}×${height} map`);
  };
  const creature = (c: Creature, path: (string | number)[]) => {
    onMap([...path, "pos"], c.pos);
    const level = c.base.level;
    if (level !== undefined && (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL))
      bad([...path, "base", "level"], `level ${level}, not a whole number from 1 to ${MAX_LEVEL}`);
  };
  creature(state.player, ["game", "player"]);
  state.enemies.forEach((e, i) => creature(e, ["game", "enemies", i]));
  onMap(["game", "floor", "entrance"], floor.entrance);
  if (floor.stairs) onMap(["game", "floor", "stairs"], floor.stairs);
  floor.rooms.forEach((room, r) => {
    const at = ["game", "floor", "rooms", r];
    if (room.w < 1 || room.h < 1 || room.x < 0 || room.y < 0 || room.x + room.w > width || room.y + room.h > height) {
      bad(at, `a room ${room.w}×${room.h} at ${room.x},${room.y} does not fit the ${width}×${height} map`);
    }
    room.doors.forEach((d, i) => onMap([...at, "doors", i], d));
    room.enemies.forEach((e, i) => creature(e, [...at, "enemies", i]));
    room.npcs.forEach((n, i) => onMap([...at, "npcs", i, "pos"], n.pos));
  });
  floor.piles.forEach((p, i) => onMap(["game", "floor", "piles", i, "pos"], p.pos));
  if (state.combat) {
    if (state.combat.room >= floor.rooms.length)
      bad(["game", "combat", "room"], `room ${state.combat.room} in a floor of ${floor.rooms.length} rooms`);
    onMap(["game", "combat", "from"], state.combat.from);
  }
  if (state.talk) {
    onMap(["game", "talk", "pos"], state.talk.pos);
    const [tx, ty] = state.talk.pos;
    const there = floor.rooms.some((r) => r.npcs.some((n) => n.id === state.talk!.npc && n.pos[0] === tx && n.pos[1] === ty));
    if (!there) bad(["game", "talk", "npc"], `no ${state.talk.npc} stands at ${tx},${ty} to talk to`);
  }
  return out;
}
