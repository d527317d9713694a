import type { Registries } from "../../content/registries.js";
import { lookAhead } from "../equipment.js";
import { addItem, type NewItem } from "../inventory.js";
import { itemName } from "../items.js";
import { partnerOf } from "../npcs.js";
import { theName } from "../wording.js";
export { money } from "../rules/trade.js";
import type { GameState, ItemInstance } from "../state.js";
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

/** One of an item by name, affixes and all, without its count ("Keen iron sword"). */
export function oneOf(item: NewItem, registries: Registries): string {
  return itemName(registries, { ...item, count: 1 });
}

/** How much money the hero carries: the count of `balance.currency` in the pack (0 when the mods name no currency). */
export function gold(state: GameState, registries: Registries): number {
  const currency = registries.balance.currency;
  return currency === undefined ? 0 : state.player.inventory.reduce((n, i) => n + (i.def === currency ? i.count : 0), 0);
}

/** What the merchant the hero is trading with has for sale, in the order the shop lists it; empty when no shop is open. */
export function shopGoods(state: GameState, registries: Registries): Good[] {
  if (!state.talk?.trading) return [];
  const stock = partnerOf(state, registries)?.spot.stock ?? [];
  return stock.map((item, i) => ({ number: i + 1, item, name: oneOf(item, registries), price: tradePrices(item, state, registries).buy }));
}

/** What a merchant would pay for one of a pack item, or why he will not take it. */
export interface SellOffer {
  readonly item?: ItemInstance;
  /** The price of one, at the hero's charisma now (0 when refused). */
  readonly price: number;
  readonly refused?: string;
}

/**
 * What selling the pack item `uid` would bring. Worn items are taken off first, money is
 * not for sale, and an item worth nothing is refused rather than given away.
 */
export function sellOffer(state: GameState, registries: Registries, uid: number): SellOffer {
  const hero = state.player;
  const item = hero.inventory.find((i) => i.uid === uid);
  if (!item) {
    const worn = Object.values(hero.equipment).find((i) => i.uid === uid);
    return { price: 0, refused: worn ? `Take off ${theName(oneOf(worn, registries))} first.` : `You carry no item ${uid}.` };
  }
  if (item.def === registries.balance.currency) return { item, price: 0, refused: `${oneOf(item, registries)} is what you pay with; it is not for sale.` };
  const price = tradePrices(item, state, registries).sell;
  if (price === 0) return { item, price, refused: `Nobody would pay anything for ${theName(oneOf(item, registries))}.` };
  return { item, price };
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
