import type { Registries } from "../../content/registries.js";
import { joinsStack, stacksWith, type NewItem } from "../inventory.js";
import { partnerOf, type NpcHere } from "../npcs.js";
import { packCapacity, packUsed } from "../pack.js";
import type { GameState } from "../state.js";

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
