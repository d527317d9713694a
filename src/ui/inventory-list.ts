import type { Registries } from "../content/registries.js";
import type { Command, GameState, ItemInstance } from "../game/index.js";
import { gold, itemName } from "../game/queries/index.js";

/**
 * One row of the inventory: a slot (every slot the mods define, worn or empty), or a pack
 * item. Slots come first, in the slots' load order, then the pack (see `sortPack`).
 */
export type InventoryRow =
  | { readonly kind: "slot"; readonly slot: string; readonly slotName: string; readonly item?: ItemInstance }
  | { readonly kind: "pack"; readonly item: ItemInstance };

/** How much of the currency item (`[balance] currency`) the hero carries; undefined when the mods name none. */
export function goldOf(state: GameState, registries: Registries): number | undefined {
  // The count is the game's query; the UI only decides to show nothing without a currency.
  return registries.balance.currency === undefined ? undefined : gold(state, registries);
}

/** "gold 45" for the status line and the inventory's title; empty when the mods name no currency. */
export function goldWords(state: GameState, registries: Registries): string {
  const gold = goldOf(state, registries);
  return gold === undefined ? "" : `${(registries.items.tryGet(registries.balance.currency!)?.name ?? "gold").toLowerCase()} ${gold}`;
}

/**
 * The pack in the order the player reads it: what can be worn, by slot (in the slots'
 * order), then what can be used (potions, scrolls), then the rest (gold, trinkets); by
 * name within each, then by uid, so the order never depends on when something was picked up.
 */
function sortPack(pack: readonly ItemInstance[], registries: Registries): ItemInstance[] {
  const slots = registries.slots.all().map((s) => s.id);
  const rank = (item: ItemInstance): number => {
    const def = registries.items.tryGet(item.def);
    if (def?.slot !== undefined) return slots.includes(def.slot) ? slots.indexOf(def.slot) : slots.length;
    return slots.length + (def && def.actions.length > 0 ? 1 : 2);
  };
  const keyed = pack.map((item) => ({ item, rank: rank(item), name: itemName(registries, { ...item, count: 1 }) }));
  keyed.sort((a, b) => a.rank - b.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.item.uid - b.item.uid);
  return keyed.map((k) => k.item);
}

/** Every slot (with what is worn there, if anything), then the sorted pack. A worn item in a slot no mod defines any more is listed under its id. */
export function inventoryRows(state: GameState, registries: Registries): InventoryRow[] {
  const { equipment, inventory } = state.player;
  const known = registries.slots.all();
  const strays = Object.keys(equipment).filter((id) => !registries.slots.has(id));
  const slots: InventoryRow[] = [...known.map((s) => ({ id: s.id, name: s.name })), ...strays.map((id) => ({ id, name: id }))].map(
    ({ id, name }) => {
      const item = Object.hasOwn(equipment, id) ? equipment[id] : undefined;
      return item ? { kind: "slot", slot: id, slotName: name, item } : { kind: "slot", slot: id, slotName: name };
    },
  );
  return [...slots, ...sortPack(inventory, registries).map((item) => ({ kind: "pack" as const, item }))];
}

/** Whether an item does something when used (it has actions). */
export function isUsable(item: ItemInstance, registries: Registries): boolean {
  return (registries.items.tryGet(item.def)?.actions.length ?? 0) > 0;
}

/** Whether an item can be worn (it names a slot). */
export function isWearable(item: ItemInstance, registries: Registries): boolean {
  return registries.items.tryGet(item.def)?.slot !== undefined;
}

/**
 * Putting on a pack item, or taking off what a slot holds. Sent even when it cannot be
 * done (gold cannot be worn, the slot is empty): the game refuses with the reason and no turn passes.
 */
export function wearCommand(row: InventoryRow | undefined): Command | undefined {
  if (!row) return undefined;
  return row.kind === "slot" ? { kind: "unequip", slot: row.slot } : { kind: "equip", item: row.item.uid };
}

/** Using the item, aimed (if it is aimed) at enemy number `target` of the fight; the game says why not, if it cannot be used. */
function useCommand(row: InventoryRow | undefined, target: number | undefined): Command | undefined {
  if (!row?.item) return undefined;
  return target === undefined ? { kind: "use_item", item: row.item.uid } : { kind: "use_item", item: row.item.uid, target };
}

/** Dropping all of the item (a stack whole: the game's default); nothing for an empty slot. */
export function dropCommand(row: InventoryRow | undefined): Command | undefined {
  return row?.item ? { kind: "drop", item: row.item.uid } : undefined;
}

/** What Enter does on a row: use what can be used, wear or take off what can be worn, else ask to use it (the game says why not). */
export function mainCommand(row: InventoryRow | undefined, registries: Registries, target: number | undefined): Command | undefined {
  if (!row?.item) return undefined;
  if (!isUsable(row.item, registries) && (row.kind === "slot" || isWearable(row.item, registries))) return wearCommand(row);
  return useCommand(row, target);
}

/** The word for Enter's action on a row, for the hint line ("use", "wear", "take off"); undefined when there is nothing to do. */
export function mainWord(row: InventoryRow | undefined, registries: Registries): string | undefined {
  if (!row?.item) return undefined;
  if (isUsable(row.item, registries)) return "use";
  if (row.kind === "slot") return "take off";
  return isWearable(row.item, registries) ? "wear" : undefined;
}
