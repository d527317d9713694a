import { ATTRIBUTE_NAMES } from "../../content/catalog.js";
import { modifierWords } from "../../content/attribute-words.js";
import type { Registries } from "../../content/registries.js";
import { attributesOf, type Attributes } from "../attributes.js";
import { lookAhead, putOn } from "../equipment.js";
import { aimItem } from "../rules/aim-item.js";
import { notNow } from "../commands/index.js";
import { findItem, type NewItem } from "../inventory.js";
import { packCapacity, packUsed } from "../pack.js";
import type { Floor, GameState, Pile } from "../state.js";
import { itemName, itemPrice } from "../items.js";
import { actionWords, triggerWords } from "./item-words.js";

export { itemName, itemPrice };

/** What an item is and does, worded for the player (the inventory screen lays it out). */
export interface ItemDescription {
  readonly name: string;
  readonly description: string;
  readonly count: number;
  /** The slot's name, when it can be worn. */
  readonly slot?: string;
  readonly stackable: boolean;
  /** The price of one (see `itemPrice`). */
  readonly price: number;
  /** What wearing it does: the item's own modifiers, worded (`+2 strength`). */
  readonly modifiers: readonly string[];
  /** Each affix with its tier and what that tier does. */
  readonly affixes: readonly { readonly name: string; readonly tier: number; readonly modifiers: readonly string[] }[];
  /** Abilities it grants while worn, by name. */
  readonly abilities: readonly string[];
  /** Its triggers while worn, worded ("When you take damage (50%): 2 physical damage to them"). */
  readonly triggers: readonly string[];
  /** What using it does ("heals you for 15"); empty when it cannot be used. */
  readonly onUse: readonly string[];
  /** Using it uses one up. */
  readonly consumed: boolean;
}

/** An item in the player's words: modifiers, affixes, abilities, triggers, on-use effect, slot, price. */
export function describeItem(registries: Registries, instance: NewItem): ItemDescription {
  const def = registries.items.tryGet(instance.def);
  const slot = def?.slot === undefined ? undefined : (registries.slots.tryGet(def.slot)?.name ?? def.slot);
  return {
    name: itemName(registries, instance),
    description: def?.description ?? "",
    count: instance.count,
    ...(slot === undefined ? {} : { slot }),
    stackable: def?.stackable ?? false,
    price: itemPrice(registries, instance),
    modifiers: (def?.modifiers ?? []).flatMap(modifierWords),
    affixes: instance.affixes.map((a) => {
      const affix = registries.affixes.tryGet(a.id);
      return { name: affix?.name ?? a.id, tier: a.tier, modifiers: (affix?.tiers[a.tier - 1]?.modifiers ?? []).flatMap(modifierWords) };
    }),
    abilities: (def?.abilities ?? []).map((id) => registries.abilities.tryGet(id)?.name ?? id),
    triggers: (def?.triggers ?? []).map((t) => triggerWords(t, registries)),
    onUse: (def?.actions ?? []).map((a) => actionWords(a, registries)),
    consumed: def?.consumed_on_use ?? false,
  };
}

/** One attribute that would change: its value now and after. */
export interface AttributeChange {
  readonly attribute: string;
  readonly before: number;
  readonly after: number;
}

/**
 * What wearing pack item `uid` instead of what is in its slot now would change: each
 * attribute whose value differs, computed by the real `attribute()` on a copy of the hero
 * that has put it on (by the code `equip` runs), counted as the rules count it (max health
 * whole, as the status line shows it). Undefined when it is not a pack item that can be
 * worn. (`armor` is `resistance.physical`, listed once under the latter.)
 */
export function equipDelta(state: GameState, registries: Registries, uid: number): AttributeChange[] | undefined {
  const instance = state.player.inventory.find((i) => i.uid === uid);
  if (!instance || registries.items.tryGet(instance.def)?.slot === undefined) return undefined;
  return deltaOf(state, registries, attributesOf(state.player, registries, state), uid);
}

/**
 * `equipDelta` of every pack item that can be worn, by uid, in pack order: the hero as it is
 * now is added up once for them all (the bot weighs its whole pack at a time).
 */
export function equipDeltas(state: GameState, registries: Registries): Map<number, AttributeChange[]> {
  const deltas = new Map<number, AttributeChange[]>();
  let now: Attributes | undefined;
  for (const item of state.player.inventory) {
    if (registries.items.tryGet(item.def)?.slot === undefined) continue;
    now ??= attributesOf(state.player, registries, state);
    deltas.set(item.uid, deltaOf(state, registries, now, item.uid));
  }
  return deltas;
}

function deltaOf(state: GameState, registries: Registries, now: Attributes, uid: number): AttributeChange[] {
  const after = lookAhead(state, (copy) => putOn(copy, registries, uid));
  const then = attributesOf(after.player, registries, after);
  const changes: AttributeChange[] = [];
  for (const name of ATTRIBUTE_NAMES) {
    if (name === "armor") continue;
    const was = now.counted(name);
    const will = then.counted(name);
    if (Math.abs(will - was) > 1e-9) changes.push({ attribute: name, before: was, after: will });
  }
  return changes;
}

/** How full the hero's pack is: places used (a stack is one) and its capacity. */
export function packLoad(state: GameState, registries: Registries): { readonly used: number; readonly capacity: number } {
  return { used: packUsed(state.player), capacity: packCapacity(state.player, registries, state) };
}

/** "pack 11/20", as the status line and the inventory show it. */
export function packWords(state: GameState, registries: Registries): string {
  const { used, capacity } = packLoad(state, registries);
  return `pack ${used}/${capacity}`;
}

/** Everything lying on the floor (loot spots not yet picked up, drops): all piles look the same. */
export function pilesOn(floor: Floor): readonly Pile[] {
  return floor.piles;
}

/**
 * Why the hero cannot use item `uid` now (with `target`, an enemy's number in the fight),
 * or undefined when `use-item` would be carried out: the same checks the command makes.
 */
export function usableNow(state: GameState, registries: Registries, uid: number, target?: number): string | undefined {
  const command = { kind: "use_item", item: uid, ...(target === undefined ? {} : { target }) } as const;
  const refusal = notNow(state, command);
  if (refusal) return refusal;
  const found = findItem(state.player, uid);
  if (!found) return `You have no item ${uid}.`;
  const aim = aimItem(state, registries, found.instance, target);
  return "problem" in aim ? aim.problem : undefined;
}
