import { takeItem as take } from "../inventory.js";
import { handedWords } from "./give-item.js";
import type { Effect } from "./types.js";

/** Takes up to `count` of an item out of the pack; from the hero, with a line ("You hand over a letter."). */
export const takeItem: Effect<"take_item"> = (action, who, _scope, ctx) => {
  const taken = take(who.inventory, action.take_item, action.count ?? 1);
  if (who === ctx.state.player && taken > 0) ctx.log(`You hand over ${handedWords(ctx.registries, action.take_item, taken)}.`);
};
