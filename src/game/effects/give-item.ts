import { stow } from "../pack.js";
import { layDown } from "../piles.js";
import { itemName } from "../items.js";
import { money } from "../rules/trade.js";
import { counted } from "../wording.js";
import type { Registries } from "../../content/registries.js";
import type { Effect } from "./types.js";

/** "a greater healing potion", "2 holy waters", "30 gold": what the hero is handed, counted. */
export function handedWords(registries: Registries, def: string, count: number): string {
  if (def === registries.balance.currency) return money(count, registries);
  return counted(itemName(registries, { def, affixes: [], count: 1 }), count);
}

/**
 * Puts `count` of an item into the pack (stacking where the item stacks). What the hero's
 * pack has no room for falls to the floor under them, as a pile they can pick up later.
 * Whatever hands the hero an item (a quest's reward, a dialog line, a trigger) says so:
 * "You receive 2 holy waters." An item given to another creature passes unremarked.
 */
export const giveItem: Effect<"give_item"> = (action, who, _scope, ctx) => {
  const { left, taken } = stow(ctx.state, ctx.registries, who, [{ def: action.give_item, affixes: [], count: action.count ?? 1 }]);
  const kept = taken.reduce((n, t) => n + t.count, 0);
  if (who === ctx.state.player && kept > 0) ctx.log(`You receive ${handedWords(ctx.registries, action.give_item, kept)}.`);
  if (left.length === 0) return;
  layDown(ctx.state.floor, who.pos, left, ctx.registries, who === ctx.state.player);
  const fall = left.length === 1 ? "falls" : "fall";
  ctx.log(`Your pack is full: ${itemName(ctx.registries, left[0]!)}${left.length > 1 ? ` ×${left.length}` : ""} ${fall} to the floor.`);
};
