import { healCreature } from "../rules/damage.js";
import { mayRestHere, restLimits } from "../rules/rest.js";
import { bareLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** Let a turn pass without doing anything; out of a fight and away from enemies, it mends `rest_health`. */
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
    if (ctx.state.combat) ctx.log("You wait a turn.");
    else if (b.rest_health > 0) {
      // The log says why nothing mended.
      if (!mayRestHere(ctx.state)) ctx.log("You cannot rest easy with enemies this close.");
      else {
        const { maxHealth: max, ceiling } = restLimits(ctx.state, ctx.registries);
        if (hero.health >= ceiling && hero.health < max) ctx.log(`Rest: resting mends you no further than ${ceiling} of ${max}.`);
        else healCreature(ctx, hero, Math.min(b.rest_health, Math.max(0, ceiling - hero.health)), { name: "Rest" });
      }
    }
    return { kind: "done" };
  },
  line: bareLine("rest", "let a turn pass (in a fight: wait; else mend a little, unless at a guarded door)"),
};
