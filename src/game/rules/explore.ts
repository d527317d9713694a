import { reveal, roomAt } from "../floor.js";
import { startCombat } from "./combat.js";
import type { RuleContext } from "./context.js";

/**
 * The hero steps onto (x, y): the map remembers what it shows, entering a room fires
 * `room_entered`, and a room with living enemies starts a fight.
 */
export function stepHero(ctx: RuleContext, x: number, y: number): void {
  const { state } = ctx;
  const hero = state.player;
  const from: [number, number] = [...hero.pos];
  const before = roomAt(state.floor, from[0], from[1]);
  hero.pos = [x, y];
  reveal(state.floor, x, y);
  const room = roomAt(state.floor, x, y);
  if (!room || room === before) return;
  ctx.emit({ type: "room_entered", source: hero.id, target: hero.id, data: { prefab: room.prefab } });
  if (room.enemies.some((e) => e.health > 0)) startCombat(ctx, state.floor.rooms.indexOf(room), from);
}
