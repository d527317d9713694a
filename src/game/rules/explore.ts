import { doorOf, livingEnemies, reveal, roomInside } from "../floor.js";
import { visitPile } from "../piles.js";
import type { Room } from "../state.js";
import { countedNames } from "../wording.js";
import { startCombat } from "./combat.js";
import type { RuleContext } from "./context.js";

/** The line a doorway shows of a guarded room: "Inside: 2 giant rats." */
export function insideLine(room: Room): string {
  return `Inside: ${countedNames(livingEnemies(room).map((e) => e.name))}.`;
}

/**
 * The hero steps onto (x, y): the map remembers what it shows. A door is a room's
 * threshold: standing in it shows the room and, if it is guarded, who is inside, but
 * starts nothing. Stepping off it into the room fires `room_entered`, and a room with
 * living enemies starts a fight.
 */
export function stepHero(ctx: RuleContext, x: number, y: number): void {
  const { state } = ctx;
  const hero = state.player;
  const from: [number, number] = [...hero.pos];
  const before = roomInside(state.floor, from[0], from[1]);
  hero.pos = [x, y];
  reveal(state.floor, x, y);
  visitPile(state.floor, x, y);
  const threshold = doorOf(state.floor, x, y);
  if (threshold && threshold !== before && livingEnemies(threshold).length > 0) ctx.log(insideLine(threshold));
  const room = roomInside(state.floor, x, y);
  if (!room || room === before) return;
  ctx.emit({ type: "room_entered", source: hero.id, target: hero.id, data: { prefab: room.prefab } });
  if (livingEnemies(room).length > 0) startCombat(ctx, state.floor.rooms.indexOf(room), from);
}
