import { partnerOf } from "../npcs.js";
import type { Effect } from "./types.js";
import { possessiveOf } from "../wording.js";

/**
 * Turns the conversation into trade when the NPC the hero talks to has a shop (its goods
 * were drawn when the floor was made). Outside a conversation there is no counter to open,
 * and it does nothing.
 */
export const openShop: Effect<"open_shop"> = (_action, _who, _scope, ctx) => {
  const talk = ctx.state.talk;
  const npc = partnerOf(ctx.state, ctx.registries);
  if (!talk || !npc) return;
  if (npc.def.shop === undefined) {
    ctx.log(`${npc.def.name} has nothing to sell.`);
    return;
  }
  talk.trading = true;
  ctx.log(`You look over ${possessiveOf(npc.def.name)} goods.`);
};
