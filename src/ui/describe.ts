import type { Registries } from "../content/registries.js";
import type { OptionDef } from "../content/schemas/index.js";
import type { Creature } from "../game/index.js";
import { attributesInPlay, modifierWords } from "./attribute-words.js";

/** `+2 strength`, `+10% max health`, `+5% physical resistance` (the one table in `content/attribute-words.ts`). */
export const formatModifier = modifierWords;

/** What an option does, in the player's words. */
export interface OptionDescription {
  /** Modifiers of attributes something in the game reads. */
  readonly modifiers: string[];
  /** Modifiers of attributes nothing reads yet: shown apart, as doing nothing. */
  readonly idle: string[];
  /** The abilities it grants, by name. */
  readonly abilities: string[];
  /** What the hero starts with from it: `Healing potion ×2`. */
  readonly gear: string[];
}

/**
 * An option's effects: its modifiers (split by whether anything reads their attribute),
 * the names of the abilities it grants and the items it gives at creation. Triggers and
 * auras are left to the description text: the UI says nothing it cannot say exactly.
 */
export function describeOption(option: OptionDef, registries: Registries): OptionDescription {
  const inPlay = attributesInPlay(registries);
  const live = option.modifiers.filter((m) => inPlay.has(m.attribute));
  const idle = option.modifiers.filter((m) => !inPlay.has(m.attribute));
  const gear = option.on_create.flatMap((a) => {
    if (a.give_item === undefined) return [];
    const name = registries.items.tryGet(a.give_item)?.name ?? a.give_item;
    return [a.count !== undefined && a.count > 1 ? `${name} ×${a.count}` : name];
  });
  return {
    modifiers: live.flatMap(formatModifier),
    idle: idle.flatMap(formatModifier),
    abilities: option.abilities.map((id) => registries.abilities.tryGet(id)?.name ?? id),
    gear,
  };
}

/** The names of a hero's chosen options (`Human Warrior`), in the order they were chosen. */
export function optionNames(hero: Creature, registries: Registries): string {
  return hero.options.map((id) => registries.options.tryGet(id)?.name ?? id).join(" ");
}
