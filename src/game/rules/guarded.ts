import { doorOf, isSeen, roomAt, roomInside } from "../floor.js";
import type { Floor, GameState, Room } from "../state.js";

/**
 * Whether the hero knows `room` holds a fight: a living enemy stands on a tile the map
 * shows. What the hero can know, not what the floor holds: an enemy nobody has seen does
 * not guard a room (the map does not draw it, so neither a run, a travel nor the bot walks
 * around it). Where the hero stands on a room's doorway or inside it, the whole room is in
 * view, so there the two are the same.
 */
export function isGuarded(floor: Floor, room: Room | undefined): room is Room {
  return room !== undefined && room.enemies.some((e) => e.health > 0 && isSeen(floor, e.pos[0], e.pos[1]));
}

/** The guarded room a step onto (x, y) would enter (and fight in): one the hero is not inside yet. */
export function guardedRoomEntered(state: GameState, x: number, y: number): Room | undefined {
  const room = roomInside(state.floor, x, y);
  if (!room || room === roomInside(state.floor, ...state.player.pos)) return undefined;
  return isGuarded(state.floor, room) ? room : undefined;
}

/** The guarded room whose doorway the hero stands on (where a travel stops to show who is inside). */
export function guardedDoorway(state: GameState): Room | undefined {
  const room = doorOf(state.floor, ...state.player.pos);
  return isGuarded(state.floor, room) ? room : undefined;
}

/** Whether (x, y) is a guarded room's tile or doorway: too close to its enemies to rest. */
export function nearGuard(floor: Floor, x: number, y: number): boolean {
  return isGuarded(floor, roomAt(floor, x, y));
}
