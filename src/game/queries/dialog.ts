import type { Registries } from "../../content/registries.js";
import type { NpcDef } from "../../content/schemas/index.js";
import { partnerOf, talkPartners } from "../npcs.js";
import type { GameState } from "../state.js";

/** Whom the hero is talking to or trading with, by name, and whether the shop is open; undefined outside a conversation. */
export function conversation(state: GameState, registries: Registries): { readonly npc: NpcDef; readonly trading: boolean } | undefined {
  const npc = partnerOf(state, registries);
  return npc && state.talk ? { npc: npc.def, trading: state.talk.trading } : undefined;
}

/**
 * Whom `talk` can talk to now, when the hero is exploring: the NPC on the hero's tile, else
 * those beside it, in the order `talk N` numbers them. More than one: a bare `talk` asks whom.
 */
export function talkChoices(state: GameState, registries: Registries): { readonly def: NpcDef; readonly pos: readonly [number, number] }[] {
  if (state.talk || state.combat) return [];
  return talkPartners(state, registries, state.player.pos).map((n) => ({ def: n.def, pos: n.spot.pos }));
}

/** Whom `talk` would talk to now: the NPC on the hero's tile, else the first beside it; undefined when nobody is there or the hero is not exploring. */
export function talkableHere(state: GameState, registries: Registries): NpcDef | undefined {
  return talkChoices(state, registries)[0]?.def;
}
