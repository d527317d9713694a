import { reveal, tileAt } from "../floor.js";
import { noteFloor } from "../floor-turns.js";
import { bareLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** Take the stairs under the hero. Past the last floor there is no floor to build: the run is won. */
export interface DescendCommand {
  readonly kind: "descend";
}

export const descend: CommandModule<DescendCommand> = {
  modes: ["exploring"],
  handle(_command, ctx) {
    const { state } = ctx;
    const [x, y] = state.player.pos;
    if (tileAt(state.floor, x, y) !== ">") return { kind: "rejected", reason: "There are no stairs here." };
    const number = state.floor.number + 1;
    const next = ctx.buildFloor(ctx.registries, number, state.seed);
    if (!next) {
      state.over = { outcome: "won", cause: `descended past floor ${state.floor.number}` };
      ctx.log("You descend the last stairs and walk out of the keep. You have won!");
      return { kind: "done" };
    }
    state.floor = next;
    state.player.pos = [...next.entrance];
    reveal(next, next.entrance[0], next.entrance[1]);
    noteFloor(state);
    ctx.emit({ type: "floor_entered", source: state.player.id, target: state.player.id, data: { floor: number } });
    ctx.log(`You descend to floor ${number}.`);
    return { kind: "done" };
  },
  line: bareLine("descend", "take the stairs under the hero"),
};
