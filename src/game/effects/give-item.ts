import { stow } from "../pack.js";
import { layDown } from "../piles.js";
import { itemName } from "../items.js";
import type { Effect } from "./types.js";

/**
 * Puts `count` of an item into the pack (stacking where the item stacks). What the hero's
 * pack has no room for falls to the floor under them, as a pile they can pick up later.
 */
export const giveItem: Effect<"give_item"> = (action, who, _scope, ctx) => {
  const { left } = stow(ctx.state, ctx.registries, who, [{ def: action.give_item, affixes: [], count: action.count ?? 1 }]);
  if (left.length === 0) return;
  layDown(ctx.state.floor, who.pos, left, ctx.registries);
  const fall = left.length === 1 ? "falls" : "fall";
  ctx.log(`Your pack is full: ${itemName(ctx.registries, left[0]!)}${left.length > 1 ? ` ×${left.length}` : ""} ${fall} to the floor.`);
};
