import type { Registries } from "../../content/registries.js";
import { joinsStack, stacksWith, type NewItem } from "../inventory.js";
import { itemName } from "../items.js";
import { partnerOf, type NpcHere } from "../npcs.js";
import { packCapacity, packUsed } from "../pack.js";
import type { GameState, ItemInstance } from "../state.js";
import { theName } from "../wording.js";
import { tradePrices } from "./prices.js";

/**
 * Puts goods into a merchant's stock the way a pack holds them: a stackable item joins an
 * equal stack (same definition, same affixes), anything else is a line of its own per piece.
 */
export function addToStock(stock: NewItem[], item: NewItem, registries: Registries): void {
  if (registries.items.tryGet(item.def)?.stackable) {
    const stack = stock.find((s) => stacksWith(s, item));
    if (stack) stack.count += item.count;
    else stock.push({ def: item.def, affixes: [...item.affixes], count: item.count });
    return;
  }
  for (let i = 0; i < item.count; i++) stock.push({ def: item.def, affixes: [...item.affixes], count: 1 });
}

/** An amount of money in words: `12 gold` (the currency's name, lower-cased). */
export function money(amount: number, registries: Registries): string {
  const currency = registries.balance.currency;
  const name = (currency !== undefined && registries.items.tryGet(currency)?.name) || "gold";
  return `${amount} ${name.toLowerCase()}`;
}

/** Who the hero trades with and what money is, or why no trade can happen (`what`: "bought" or "sold", for the refusal). */
export function counterOf(state: GameState, registries: Registries, what: "bought" | "sold"): { npc: NpcHere; currency: string } | string {
  const npc = partnerOf(state, registries);
  const currency = registries.balance.currency;
  if (!npc) return "There is nobody to trade with.";
  if (currency === undefined) return `Nothing can be ${what}: the loaded mods name no money ([balance] currency).`;
  return { npc, currency };
}

/**
 * Whether the hero's pack has room for `item` once a trade has freed `freed` places (the
 * pack rule: a stack is one place, joining a stack takes none, each unstackable piece one).
 * A pack already over its capacity may still trade as long as it does not grow.
 */
export function fitsAfterTrade(state: GameState, registries: Registries, item: NewItem, freed: number): boolean {
  const hero = state.player;
  const stackable = registries.items.tryGet(item.def)?.stackable === true;
  const places = joinsStack(hero.inventory, item, registries) ? 0 : stackable ? 1 : item.count;
  return places <= freed || packUsed(hero) - freed + places <= packCapacity(hero, registries, state);
}

/** How much money the hero carries: the count of `balance.currency` in the pack (0 when the mods name no currency). */
export function gold(state: GameState, registries: Registries): number {
  const currency = registries.balance.currency;
  return currency === undefined ? 0 : state.player.inventory.reduce((n, i) => n + (i.def === currency ? i.count : 0), 0);
}

/** One of an item by name, affixes and all, without its count ("Keen iron sword"). */
export function oneOf(item: NewItem, registries: Registries): string {
  return itemName(registries, { ...item, count: 1 });
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
  if (item.def === registries.balance.currency)
    return { item, price: 0, refused: `${oneOf(item, registries)} is what you pay with; it is not for sale.` };
  const price = tradePrices(item, state, registries).sell;
  if (price === 0) return { item, price, refused: `Nobody would pay anything for ${theName(oneOf(item, registries))}.` };
  return { item, price };
}
