import type { Registries } from "../content/registries.js";
import type { NewItem } from "./inventory.js";
import { isProper } from "./wording.js";

/**
 * An item as the player reads it: affixes whose name starts with "of " follow the name,
 * the others go before it ("Sharp iron sword of the Fox"), and a stack shows its count
 * ("Gold ×30"). A common name is lower-cased after a prefix; a proper one is kept.
 */
export function itemName(registries: Registries, instance: NewItem): string {
  const base = registries.items.tryGet(instance.def)?.name ?? instance.def;
  const names = instance.affixes.map((a) => registries.affixes.tryGet(a.id)?.name ?? a.id);
  const before = names.filter((n) => !n.startsWith("of "));
  const after = names.filter((n) => n.startsWith("of "));
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const words = before.length ? [before[0]!, ...before.slice(1).map(lower), isProper(base) ? base : lower(base)] : [base];
  const name = [...words, ...after].join(" ");
  return instance.count > 1 ? `${name} ×${instance.count}` : name;
}

/**
 * The price of one of an item: `base_price × Π price_factor` of its affixes' tiers. Not
 * rounded: buying and selling apply charisma and round by their own rule.
 */
export function itemPrice(registries: Registries, instance: NewItem): number {
  const base = registries.items.tryGet(instance.def)?.base_price ?? 0;
  return instance.affixes.reduce((p, a) => p * (registries.affixes.tryGet(a.id)?.tiers[a.tier - 1]?.price_factor ?? 1), base);
}
