import type { Registries } from "../content/registries.js";
import type { OptionDef } from "../content/schemas/index.js";
import type { Creature } from "../game/index.js";

type Modifier = OptionDef["modifiers"][number];

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

/** `+2 strength`, `+10% max_health`, `-1 dexterity`; a modifier with both parts gives two. */
export function formatModifier(m: Modifier): string[] {
  const parts: string[] = [];
  if (m.flat !== undefined) parts.push(`${signed(m.flat)} ${m.attribute}`);
  if (m.percent !== undefined) parts.push(`${signed(m.percent)}% ${m.attribute}`);
  return parts;
}

/** An option's effects in words: its modifiers and the names of the abilities it grants. */
export function describeOption(option: OptionDef, registries: Registries): { modifiers: string[]; abilities: string[] } {
  return {
    modifiers: option.modifiers.flatMap(formatModifier),
    abilities: option.abilities.map((id) => registries.abilities.tryGet(id)?.name ?? id),
  };
}

/** The names of a hero's chosen options (`Human Warrior`), in the order they were chosen. */
export function optionNames(hero: Creature, registries: Registries): string {
  return hero.options.map((id) => registries.options.tryGet(id)?.name ?? id).join(" ");
}
