import type { Registries } from "../../content/registries.js";
import type { NpcDef } from "../../content/schemas/index.js";
import { partnerOf } from "../npcs.js";
import type { GameState } from "../state.js";
import { conditionsHold } from "./conditions.js";
import { lookContext } from "./look.js";

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
