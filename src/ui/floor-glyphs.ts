import type { Registries } from "../content/registries.js";
import type { GameState } from "../game/index.js";
import { creatureGlyph, pilesOn } from "../game/queries/index.js";
import type { Glyph } from "./map-rows.js";

/** The hero's char on the map; the status line repeats it, in the same reverse video, beside the name. */
export const HERO_GLYPH = "@";

/**
 * Every pile on the floor — a loot spot not yet searched, a drop, what a creature left —
 * looks like this: the map never tells what lies there (the "all piles look the same").
 */
const PILE_GLYPH = "*";

/**
 * What lies and stands on the floor: piles (all alike), then, each with the symbol its
 * definition gives, NPCs and enemies (still in their rooms or already in combat), then the
 * hero on top of all. A pile under someone is hidden by them until they move.
 * The char is the cue; the colour only repeats it.
 */
export function floorGlyphs(state: GameState, registries: Registries): Glyph[] {
  const glyphs: Glyph[] = pilesOn(state.floor).map((pile) => ({ pos: pile.pos, char: PILE_GLYPH, color: "pile" }));
  for (const room of state.floor.rooms) {
    for (const npc of room.npcs) {
      const def = registries.npcs.tryGet(npc.id);
      if (def) glyphs.push({ pos: npc.pos, char: def.symbol.char, color: def.symbol.color });
    }
    for (const enemy of room.enemies) glyphs.push(creatureOnMap(enemy, registries));
  }
  for (const enemy of state.enemies) glyphs.push(creatureOnMap(enemy, registries));
  // Reverse video is the hero's alone: an NPC may share the `@` and its colour (core's merchant does).
  glyphs.push({ pos: state.player.pos, char: HERO_GLYPH, color: "hero", inverse: true });
  return glyphs;
}

function creatureOnMap(creature: GameState["enemies"][number], registries: Registries): Glyph {
  return { pos: creature.pos, ...creatureGlyph(creature, registries) };
}
