import { delta, type Direction } from "../../lib/direction.js";
import { isWalkable, tileAt } from "../floor.js";
import { stepHero } from "../rules/explore.js";
import { directionLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** Step one tile. Walls refuse the step, and a refused step costs no turn. */
export interface MoveCommand {
  readonly kind: "move";
  readonly dir: Direction;
}

export const move: CommandModule<MoveCommand> = {
  modes: ["exploring"],
  handle(command, ctx) {
    const hero = ctx.state.player;
    const [dx, dy] = delta(command.dir);
    const [x, y] = [hero.pos[0] + dx, hero.pos[1] + dy];
    if (!isWalkable(tileAt(ctx.state.floor, x, y))) return { kind: "rejected", reason: "A wall blocks the way." };
    stepHero(ctx, x, y);
    return { kind: "done" };
  },
  line: directionLine("move", "step one tile"),
};
