import { npcAt } from "../npcs.js";
import { bareLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** Talk to the NPC standing on the hero's own tile (NPCs do not block: step onto them). */
export interface TalkCommand {
  readonly kind: "talk";
}

export const talk: CommandModule<TalkCommand> = {
  modes: ["exploring"],
  handle(_command, ctx) {
    const hero = ctx.state.player;
    const npc = npcAt(ctx.state, ctx.registries, hero.pos);
    if (!npc) return { kind: "rejected", reason: "There is nobody here to talk to: stand on someone's tile." };
    ctx.state.talk = { npc: npc.def.id, pos: [...npc.spot.pos], trading: false };
    ctx.log(`You talk to ${npc.def.name}.`);
    // The NPC is the event's target, so its triggers answer it (see fireTriggers).
    ctx.emit({ type: "npc_talked", source: hero.id, target: npc.id, data: { npc: npc.def.id } });
    return { kind: "done" };
  },
  line: bareLine("talk", "talk to the NPC on your tile"),
};
