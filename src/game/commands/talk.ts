import { npcNear } from "../npcs.js";
import { bareLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** Talk to the NPC on the hero's tile or beside it (NPCs do not block: one may also be stood on). */
export interface TalkCommand {
  readonly kind: "talk";
}

export const talk: CommandModule<TalkCommand> = {
  modes: ["exploring"],
  handle(_command, ctx) {
    const hero = ctx.state.player;
    const npc = npcNear(ctx.state, ctx.registries, hero.pos);
    if (!npc) return { kind: "rejected", reason: "There is nobody here to talk to: stand beside someone." };
    ctx.state.talk = { npc: npc.def.id, pos: [...npc.spot.pos], trading: false };
    ctx.log(`You talk to ${npc.def.name}.`);
    // The NPC is the event's target, so its triggers answer it (see fireTriggers).
    ctx.emit({ type: "npc_talked", source: hero.id, target: npc.id, data: { npc: npc.def.id } });
    return { kind: "done" };
  },
  line: bareLine("talk", "talk to the NPC on your tile or beside you"),
};
