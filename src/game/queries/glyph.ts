import type { ColorName } from "../../content/catalog.js";
import type { Registries } from "../../content/registries.js";
import type { Creature } from "../state.js";

/** How a creature is drawn: its definition's one character and colour name. */
export interface CreatureGlyph {
  readonly char: string;
  readonly color: ColorName;
}

// A creature with no definition to draw from still shows on the map, as a mark that asks.
const UNKNOWN: CreatureGlyph = { char: "?", color: "white" };

/** A creature's glyph on the map, in the fight and the side panel: its definition's symbol, else `?` in white. */
export function creatureGlyph(creature: Creature, registries: Registries): CreatureGlyph {
  const symbol = creature.def ? registries.creatures.tryGet(creature.def)?.symbol : undefined;
  return symbol ? { char: symbol.char, color: symbol.color } : UNKNOWN;
}
