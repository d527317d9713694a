import type { Registries } from "../../content/registries.js";
import { lookAhead } from "../equipment.js";
import { addItem, type NewItem } from "../inventory.js";
import { partnerOf } from "../npcs.js";
import { oneOf } from "../rules/trade.js";
import type { GameState } from "../state.js";
import { equipDelta, type AttributeChange } from "./items.js";
import { tradePrices } from "../rules/prices.js";

/** One line of a shop's goods: its number (from 1, as the shop lists them), what it is, what one costs. */
export interface Good {
  readonly number: number;
  readonly item: NewItem;
  readonly name: string;
  /** The price of one, at the hero's charisma now. */
  readonly price: number;
}

/** What the merchant the hero is trading with has for sale, in the order the shop lists it; empty when no shop is open. */
export function shopGoods(state: GameState, registries: Registries): Good[] {
  if (!state.talk?.trading) return [];
  const stock = partnerOf(state, registries)?.spot.stock ?? [];
  return stock.map((item, i) => ({ number: i + 1, item, name: oneOf(item, registries), price: tradePrices(item, state, registries).buy }));
}

/**
 * What wearing one of shop good `number` instead of what is worn in its slot would change,
 * as `equipDelta` says for a pack item: on a copy of the hero that holds one (unpaid) and
 * puts it on. Undefined when no shop is open, there is no such good, or it cannot be worn.
 */
export function goodDelta(state: GameState, registries: Registries, number: number): AttributeChange[] | undefined {
  const good = shopGoods(state, registries)[number - 1];
  if (!good || registries.items.tryGet(good.item.def)?.slot === undefined) return undefined;
  let uid = 0;
  const holding = lookAhead(state, (copy) => {
    uid = addItem(copy, copy.player.inventory, { ...good.item, count: 1 }, registries)[0]!.uid;
  });
  return equipDelta(holding, registries, uid);
}
