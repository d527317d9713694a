import type { Registries } from "../../content/registries.js";
import type { NpcDef } from "../../content/schemas/index.js";
import { partnerOf, talkPartners } from "../npcs.js";
import { conditionsHold } from "../rules/conditions.js";
import type { GameState } from "../state.js";
import { lookContext } from "../rules/look.js";

type DialogOption = NpcDef["dialog"][number];

/** A dialog option the hero can choose now: its number (from 1, as the dialog shows it and `choose N` names it), its text, its definition. */
export interface VisibleOption {
  readonly number: number;
  readonly text: string;
  readonly option: DialogOption;
}

/**
 * The options the NPC the hero is talking to offers now, in the NPC's order: those whose
 * condition fails are hidden, and the rest are numbered from 1 without gaps. Conditions look
 * at the hero (an NPC has no body). Empty outside a conversation.
 */
export function dialogOptions(state: GameState, registries: Registries): VisibleOption[] {
  if (!state.talk || state.talk.trading) return [];
  const npc = partnerOf(state, registries);
  if (!npc) return [];
  const ctx = lookContext(state, registries);
  const scope = { state, registries, rng: ctx.rng, self: state.player, other: state.player };
  const shown = npc.def.dialog.filter((option) => conditionsHold(option.condition, scope));
  return shown.map((option, i) => ({ number: i + 1, text: option.text, option }));
}

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
