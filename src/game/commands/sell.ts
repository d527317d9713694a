import { addItem } from "../inventory.js";
import { packFull } from "../pack.js";
import { addToStock, counterOf, fitsAfterTrade, money, oneOf, sellOffer } from "../rules/trade.js";
import { countedNames } from "../wording.js";
import { namedLine } from "./trade-lines.js";
import { refuse, type CommandModule } from "./types.js";

/** Sell `count` (default 1) of a pack item: by its uid, or the first pack item of an item id. */
export interface SellCommand {
  readonly kind: "sell";
  readonly uid?: number;
  readonly item?: string;
  readonly count?: number;
}

export const sell: CommandModule<SellCommand> = {
  modes: ["trading"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const hero = state.player;
    const counter = counterOf(state, registries, "sold");
    if (typeof counter === "string") return refuse(counter);
    const { npc, currency } = counter;
    const uid = command.uid ?? hero.inventory.find((i) => i.def === command.item)?.uid;
    if (uid === undefined) return refuse(`You carry no ${registries.items.tryGet(command.item ?? "")?.name ?? command.item} in your pack.`);
    const offer = sellOffer(state, registries, uid);
    if (offer.refused !== undefined || !offer.item) return refuse(offer.refused ?? `You carry no item ${uid}.`);
    const item = offer.item;
    const count = command.count ?? 1;
    if (count > item.count) return refuse(`You have only ${item.count}.`);
    const paid = { def: currency, affixes: [], count: offer.price * count };
    // Selling a whole stack frees its place for the money.
    if (!fitsAfterTrade(state, registries, paid, count === item.count ? 1 : 0))
      return refuse(`${packFull(hero, registries, state)}: no room for the money.`);
    item.count -= count;
    if (item.count === 0) hero.inventory.splice(hero.inventory.indexOf(item), 1);
    // What the merchant buys, he sells on (at his price): a sale by mistake can be bought back.
    addToStock((npc.spot.stock ??= []), { def: item.def, affixes: item.affixes, count }, registries);
    addItem(state, hero.inventory, paid, registries);
    ctx.log(`You sell ${countedNames(Array(count).fill(oneOf(item, registries)))} for ${money(paid.count, registries)}.`);
    return { kind: "done" };
  },
  line: namedLine("sell", "uid", "uid", "sell to the open shop: a pack item's uid or an item id"),
};
