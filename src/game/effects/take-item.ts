import { takeItem as take } from "../inventory.js";
import type { Effect } from "./types.js";

/** Takes up to `count` of an item out of the pack. */
export const takeItem: Effect<"take_item"> = (action, who) => {
  take(who.inventory, action.take_item, action.count ?? 1);
};
