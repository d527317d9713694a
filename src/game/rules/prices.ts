import type { Registries } from "../../content/registries.js";
import { priceModifierBound, type Balance } from "../../content/schemas/balance.js";
import { attribute } from "../attributes.js";
import type { NewItem } from "../inventory.js";
import { itemPrice } from "../items.js";
import { npcsAround } from "../npcs.js";
import type { GameState } from "../state.js";

/** The charisma at which prices are as written; each point above it (or below) moves them. */
const CHARISMA_PIVOT = 10;

// Prices are products of decimal factors (`0.7`, `1.3`): 100 × 0.7 must round as 70, not 71.
const EPSILON = 1e-9;

/**
 * The price modifier in percent: `(charisma − 10) × charisma_price_percent`, held within
 * ± `price_modifier_max` and, upwards, under the bound at which selling would pay what
 * buying cost (`priceModifierBound`). Charisma has no cap; this has.
 */
export function priceModifier(charisma: number, balance: Balance, bonus = 0): number {
  const raw = (charisma - CHARISMA_PIVOT) * balance.charisma_price_percent + bonus;
  if (Number.isNaN(raw)) return 0;
  return Math.max(-balance.price_modifier_max, Math.min(priceModifierBound(balance), raw));
}

/** What one of an item costs at the counter: `price × (1 − pm/100)`, rounded up, at least 1 gold. */
export function buyPrice(price: number, pm: number): number {
  return Math.max(1, Math.ceil(price * (1 - pm / 100) - EPSILON));
}

/**
 * What the merchant pays for one: `price × sell_factor × (1 + pm/100)`, rounded down, at
 * least 0 and at most one less than he would ask for it. So buying and selling back always
 * loses at least a coin, at any charisma and any price.
 */
export function sellPrice(price: number, pm: number, balance: Balance): number {
  const offer = Math.floor(price * balance.sell_factor * (1 + pm / 100) + EPSILON);
  return Math.max(0, Math.min(offer, buyPrice(price, pm) - 1));
}

/**
 * The hero's price modifier right now (charisma as the rules see it: worn items and all),
 * with an easy run's `easy_price_percent` added before the bounds (so selling still pays less than buying).
 */
export function heroPriceModifier(state: GameState, registries: Registries): number {
  const bonus = state.difficulty === "easy" ? registries.balance.easy_price_percent : 0;
  return priceModifier(attribute(state.player, "charisma", registries, state), registries.balance, bonus);
}

/** What the hero pays for one of `item` and what a merchant pays for one, right now. */
export function tradePrices(item: NewItem, state: GameState, registries: Registries): { buy: number; sell: number } {
  const price = itemPrice(registries, item);
  const pm = heroPriceModifier(state, registries);
  return { buy: buyPrice(price, pm), sell: sellPrice(price, pm, registries.balance) };
}

/** What one of an item is worth where the hero stands: to the merchant there (his offer and his asking price), or its base price. */
export type PriceHere =
  | { readonly kind: "merchant"; readonly merchant: string; readonly sell: number; readonly buy: number }
  | { readonly kind: "base"; readonly price: number };

/**
 * The one price an item shows outside the shop: with a merchant on the hero's tile (the
 * one `talk` would trade with), what he pays and asks for it now, by the counter's own
 * prices; anywhere else its base price, said to be one (a price without a merchant is
 * no offer, and the hero's charisma would move it at the counter).
 */
export function priceHere(item: NewItem, state: GameState, registries: Registries): PriceHere {
  const [x, y] = state.player.pos;
  const merchant = npcsAround(state, registries, state.player.pos).find(
    (n) => n.def.shop !== undefined && n.spot.pos[0] === x && n.spot.pos[1] === y,
  );
  if (!merchant) return { kind: "base", price: Math.round(itemPrice(registries, item)) };
  const { buy, sell } = tradePrices(item, state, registries);
  return { kind: "merchant", merchant: merchant.def.name, sell, buy };
}
