import type { Registries } from "../../content/registries.js";
import type { GameState } from "../state.js";

/**
 * The name of a status on the hero that harms it every turn ("poisoned"), if any: one whose
 * triggers deal damage to anyone but an enemy target. Resting on or walking on would bleed
 * the hero, so a travel (`o`, `R`, a chosen place) stops, or does not start, while it lasts.
 */
export function harmfulStatus(state: GameState, registries: Registries): string | undefined {
  for (const active of state.player.modifiers) {
    const def = registries.modifiers.tryGet(active.id);
    if (def?.triggers.some((t) => t.actions.some((a) => a.to !== "target" && (a.damage ?? 0) > 0))) return def.name.toLowerCase();
  }
  return undefined;
}
