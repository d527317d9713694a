import { partnerOf } from "../npcs.js";
import { bareLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** End the conversation (or close the shop): back to exploring. */
export interface LeaveCommand {
  readonly kind: "leave";
}

export const leave: CommandModule<LeaveCommand> = {
  modes: ["talking", "trading"],
  handle(_command, ctx) {
    const npc = partnerOf(ctx.state, ctx.registries);
    delete ctx.state.talk;
    if (npc) ctx.log(`You leave ${npc.def.name}.`);
    return { kind: "done" };
  },
  line: bareLine("leave", "end the conversation or close the shop"),
};
