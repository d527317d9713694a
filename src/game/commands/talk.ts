import { talkPartners } from "../npcs.js";
import { wholeWord } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/**
 * Talk to the NPC on the hero's tile, else the one beside it (NPCs do not block: one may
 * also be stood on). With several beside and none on the tile, `npc` says whom: the
 * number `talkableHere` gives them, from 1; without it the game asks.
 */
export interface TalkCommand {
  readonly kind: "talk";
  readonly npc?: number;
}

export const talk: CommandModule<TalkCommand> = {
  modes: ["exploring"],
  handle(command, ctx) {
    const hero = ctx.state.player;
    const near = talkPartners(ctx.state, ctx.registries, hero.pos);
    if (near.length === 0) return { kind: "rejected", reason: "There is nobody here to talk to: stand beside someone." };
    const whom = near.map((n, i) => `${i + 1} ${n.def.name}`).join(", ");
    if (command.npc === undefined && near.length > 1) return { kind: "rejected", reason: `Talk to whom? ${whom} (talk N).` };
    const npc = near[(command.npc ?? 1) - 1];
    if (!npc) return { kind: "rejected", reason: `There is no one numbered ${command.npc} here: ${whom}.` };
    ctx.state.talk = { npc: npc.def.id, pos: [...npc.spot.pos], trading: false };
    ctx.log(`You talk to ${npc.def.name}.`);
    // The NPC is the event's target, so its triggers answer it (see fireTriggers).
    ctx.emit({ type: "npc_talked", source: hero.id, target: npc.id, data: { npc: npc.def.id } });
    return { kind: "done" };
  },
  line: {
    verb: "talk",
    usage: "talk [N]",
    summary: "talk to the NPC on your tile or beside you (N: which of several beside you, from 1)",
    parse(args) {
      if (args.length === 0) return { kind: "talk" };
      const n = args.length === 1 ? wholeWord(args[0]!) : undefined;
      return n !== undefined && n >= 1 && n <= 8
        ? { kind: "talk", npc: n }
        : "talk takes nothing, or which of those beside you (1 to 8), like: talk 2";
    },
    format: (c) => (c.npc === undefined ? "talk" : `talk ${c.npc}`),
  },
};
