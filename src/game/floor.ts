import type { Registries } from "../content/registries.js";
import type { Creature, Floor, Room } from "./state.js";

/**
 * Builds floor `number` from the registries and the run's seed (the builder derives its
 * own random source from both, so `rustkeep floor 3 --seed S` is floor 3 of run S).
 * Returns undefined when no floor has that number.
 */
export type FloorBuilder = (registries: Registries, number: number, seed: string) => Floor | undefined;

/** The tile at (x, y); solid rock outside the map. */
export function tileAt(floor: Floor, x: number, y: number): string {
  return floor.tiles[y]?.[x] ?? " ";
}

/** Tiles a creature can stand on. */
export function isWalkable(tile: string): boolean {
  return tile === "." || tile === "+" || tile === ">" || tile === "<";
}

/** The room whose rectangle holds (x, y), if any, its doors included; corridors belong to no room. */
export function roomAt(floor: Floor, x: number, y: number): Room | undefined {
  return floor.rooms.find((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h);
}

/**
 * The room the hero is *inside* at (x, y): like `roomAt`, but a door is the room's
 * threshold, not its inside. From a door the hero sees the room; stepping off the door
 * into it enters it (and starts a fight with whoever lives there).
 */
export function roomInside(floor: Floor, x: number, y: number): Room | undefined {
  return tileAt(floor, x, y) === "+" ? undefined : roomAt(floor, x, y);
}

/** The room whose door is at (x, y), if a door is there. */
export function doorOf(floor: Floor, x: number, y: number): Room | undefined {
  return tileAt(floor, x, y) === "+" ? roomAt(floor, x, y) : undefined;
}

/** A room's enemies still standing (those a fight would be with). */
export function livingEnemies(room: Room): Creature[] {
  return room.enemies.filter((e) => e.health > 0);
}

/** Whether the hero has seen the tile (the map shows it); off the map counts as seen, there being nothing to find. */
export function isSeen(floor: Floor, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= floor.width || y >= floor.height) return true;
  return floor.seen?.[y]?.[x] === "1";
}

/** Whether a tile touches one the hero has not seen: standing there shows something new. */
export function nextToUnseen(floor: Floor, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (!isSeen(floor, x + dx, y + dy)) return true;
  return false;
}

/** How many living enemies stand on tiles the hero has seen (the map draws them). */
export function enemiesInSight(floor: Floor): number {
  let n = 0;
  // No filtered copies: the game asks this twice a turn (TurnChanges).
  for (const room of floor.rooms) for (const e of room.enemies) if (e.health > 0 && isSeen(floor, e.pos[0], e.pos[1])) n++;
  return n;
}

/**
 * Marks what the hero sees from (x, y): the tiles around it, and the whole room whose
 * rectangle holds it: from inside a room or from its doorway. Rooms not yet reached stay dark.
 */
export function reveal(floor: Floor, x: number, y: number): void {
  const room = roomAt(floor, x, y);
  if (room) mark(floor, room.x, room.y, room.x + room.w - 1, room.y + room.h - 1);
  mark(floor, x - 1, y - 1, x + 1, y + 1);
}

function mark(floor: Floor, x0: number, y0: number, x1: number, y1: number): void {
  const seen = (floor.seen ??= floor.tiles.map((row) => "0".repeat(row.length)));
  for (let yy = Math.max(0, y0); yy <= Math.min(floor.height - 1, y1); yy++) {
    const row = seen[yy]!;
    const from = Math.max(0, x0);
    const to = Math.min(row.length - 1, x1);
    // A row already seen over the span is left as it is: the room the hero stands in is marked
    // every step, and rebuilding its rows each time was a fifth of a move.
    if (to < from || allSeen(row, from, to)) continue;
    seen[yy] = row.slice(0, from) + "1".repeat(to - from + 1) + row.slice(to + 1);
  }
}

const SEEN = "1".charCodeAt(0);

/** Whether a row of `seen` is "1" from `from` to `to` (a loop over the span: `indexOf` would scan on past it). */
function allSeen(row: string, from: number, to: number): boolean {
  for (let x = from; x <= to; x++) if (row.charCodeAt(x) !== SEEN) return false;
  return true;
}
