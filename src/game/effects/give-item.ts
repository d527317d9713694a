import { addItem } from "../inventory.js";
import type { Effect } from "./types.js";

/** Puts `count` of an item into the pack (stacking where the item stacks). */
export const giveItem: Effect<"give_item"> = (action, who, _scope, ctx) => {
  addItem(ctx.state, who.inventory, { def: action.give_item, affixes: [], count: action.count ?? 1 }, ctx.registries);
};
