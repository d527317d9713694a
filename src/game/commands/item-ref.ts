import type { Registries } from "../../content/registries.js";
import { findItem, type FoundItem, type ItemRef } from "../inventory.js";
import type { Creature } from "../state.js";

/**
 * The item a command names, or the sentence that refuses it: "You have no Healing
 * potion." for an id, "You have no item 7." for a uid.
 */
export function namedItem(hero: Creature, ref: ItemRef, registries: Registries): FoundItem | { readonly missing: string } {
  const found = findItem(hero, ref);
  if (found) return found;
  const what = typeof ref === "number" ? `item ${ref}` : (registries.items.tryGet(ref)?.name ?? ref);
  return { missing: `You have no ${what}.` };
}
