import type { Registries } from "../content/registries.js";
import type { GameState, ItemInstance, Pile } from "./state.js";

/** What an item is, whatever its count or uid: its definition and its affixes' ids, sorted ("core:dagger+core:rusty"). Tiers are left out, as its name leaves them out. */
export function itemKind(item: Pick<ItemInstance, "def" | "affixes">): string {
  return [item.def, ...item.affixes.map((a) => a.id).sort()].join("+");
}

/** Whether the player marked this kind of item as junk. */
export function isJunk(state: GameState, item: Pick<ItemInstance, "def" | "affixes">): boolean {
  return state.junk?.includes(itemKind(item)) === true;
}

/** A pile of real items, every one of them junk: nothing there the player wants. A loot spot (its table not drawn yet) is never this. */
export function junkOnly(state: GameState, pile: Pile): boolean {
  return pile.table === undefined && pile.items.length > 0 && pile.items.every((i) => isJunk(state, i));
}

/** Whether autopickup takes an item: the currency, or an item with one of `[balance] autopickup_tags`, unless it is junk. */
export function autoPicked(state: GameState, registries: Registries, item: Pick<ItemInstance, "def" | "affixes">): boolean {
  if (isJunk(state, item)) return false;
  if (item.def === registries.balance.currency) return true;
  const tags = registries.balance.autopickup_tags;
  return (registries.items.tryGet(item.def)?.tags ?? []).some((t) => tags.includes(t));
}

/** Whether autopickup has something to do on a pile: a loot spot to search, or an item it takes. */
export function autoPickable(state: GameState, registries: Registries, pile: Pile): boolean {
  return pile.table !== undefined || pile.items.some((i) => autoPicked(state, registries, i));
}
