import type { Effect } from "./types.js";

/** Opens the shop of the NPC the hero talks to (trade lands with the items milestone). */
export const openShop: Effect<"open_shop"> = (_action, _who, _scope, ctx) => {
  ctx.log("(shops open with the trade milestone)");
};
