import { bareLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** Let a turn pass without doing anything. */
export interface RestCommand {
  readonly kind: "rest";
}

export const rest: CommandModule<RestCommand> = {
  modes: ["exploring", "fighting"],
  // Resting is also the fight's "wait": the turn passes and the enemies act.
  handle(_command, ctx) {
    const hero = ctx.state.player;
    const b = ctx.registries.balance;
    // The turn's regeneration comes on top, so resting adds the difference.
    hero.stamina += Math.max(0, b.rest_stamina - b.stamina_regen);
    // In a fight a wait is a choice the player should see was taken.
    if (ctx.state.combat) ctx.log("You wait.");
    return { kind: "done" };
  },
  line: bareLine("rest", "let a turn pass (in a fight: wait)"),
};
