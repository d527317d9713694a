import { addItem, takeItem } from "../inventory.js";
import { packFull } from "../pack.js";
import { tradePrices } from "../rules/prices.js";
import { counterOf, fitsAfterTrade, gold, money, oneOf } from "../rules/trade.js";
import { countedNames } from "../wording.js";
import { namedLine } from "./trade-lines.js";
import { refuse, type CommandModule } from "./types.js";

/** Buy `count` (default 1) of a good: by its number in the shop's list (from 1), or the first good of an item id. */
export interface BuyCommand {
  readonly kind: "buy";
  readonly good?: number;
  readonly item?: string;
  readonly count?: number;
}

export const buy: CommandModule<BuyCommand> = {
  modes: ["trading"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const hero = state.player;
    const counter = counterOf(state, registries, "bought");
    if (typeof counter === "string") return refuse(counter);
    const { npc, currency } = counter;
    const stock = npc.spot.stock ?? [];
    if (stock.length === 0) return refuse(`${npc.def.name} has nothing left to sell.`);
    const index = command.good !== undefined ? command.good - 1 : stock.findIndex((g) => g.def === command.item);
    const good = stock[index];
    if (!good) {
      const named = registries.items.tryGet(command.item ?? "")?.name ?? command.item;
      return refuse(
        command.good !== undefined
          ? `There is no good ${command.good}: the shop lists 1 to ${stock.length}.`
          : `${npc.def.name} has no ${named} for sale.`,
      );
    }
    const count = command.count ?? 1;
    if (count > good.count) return refuse(`There ${good.count === 1 ? "is" : "are"} only ${good.count} for sale.`);
    const cost = tradePrices(good, state, registries).buy * count;
    const have = gold(state, registries);
    if (have < cost) return refuse(`That costs ${money(cost, registries)}; you have ${money(have, registries)}.`);
    const bought = { def: good.def, affixes: good.affixes, count };
    // Paying everything frees the money's place in the pack.
    const freed = have === cost ? hero.inventory.filter((i) => i.def === currency).length : 0;
    if (!fitsAfterTrade(state, registries, bought, freed)) return refuse(`${packFull(hero, registries, state)}: make room first.`);
    takeItem(hero.inventory, currency, cost);
    addItem(state, hero.inventory, bought, registries);
    good.count -= count;
    if (good.count === 0) stock.splice(index, 1);
    ctx.log(`You buy ${countedNames(Array(count).fill(oneOf(good, registries)))} for ${money(cost, registries)}.`);
    return { kind: "done" };
  },
  line: namedLine("buy", "good", "good number", "buy from the open shop: its good number (from 1) or an item id"),
};
