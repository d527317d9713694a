import { blockedReason, opponentsOf } from "../rules/abilities.js";
import { useAbility } from "../effects/use-ability.js";
import type { CommandModule } from "./types.js";

/** Use an ability, aimed at the enemy with index `target` in the fight (ignored for self abilities). */
export interface UseAbilityCommand {
  readonly kind: "use_ability";
  readonly ability: string;
  readonly target?: number;
}

export const useAbilityCommand: CommandModule<UseAbilityCommand> = {
  modes: ["fighting"],
  handle(command, ctx) {
    const hero = ctx.state.player;
    const ability = ctx.registries.abilities.tryGet(command.ability);
    if (!ability) return { kind: "rejected", reason: `There is no ability "${command.ability}".` };
    const target = ability.target === "enemy" ? ctx.state.enemies[command.target ?? 0] : undefined;
    if (ability.target === "enemy" && (!target || target.health <= 0)) {
      return { kind: "rejected", reason: ctx.state.enemies.length ? "Choose a living enemy to aim at." : "There is nobody to aim at." };
    }
    if (ability.target === "all_enemies" && opponentsOf(hero, ctx).length === 0)
      return { kind: "rejected", reason: "There is nobody to aim at." };
    const blocked = blockedReason(hero, command.ability, target, ctx);
    if (blocked) return { kind: "rejected", reason: `${blocked}.` };
    const goesOn = useAbility(hero, command.ability, target, ctx);
    return goesOn ? { kind: "done" } : { kind: "done", fled: true };
  },
  line: {
    verb: "use",
    usage: "use <ability id> [enemy number, from 0]",
    summary:
      'use an ability, on that enemy (default 0):\nenemies count from 0 as "… block your way!"\nnames them, closing up when one dies',
    ids: { ability: "abilities" },
    parse(args) {
      const [ability, target, ...rest] = args;
      if (!ability || rest.length) return "use takes an ability id and optionally the enemy's number, like: use mymod:bite 0";
      if (target === undefined) return { kind: "use_ability", ability };
      const n = Number(target);
      return Number.isInteger(n) && n >= 0 ? { kind: "use_ability", ability, target: n } : "the enemy's number is a whole number from 0";
    },
    format: (c) => `use ${c.ability}${c.target === undefined ? "" : ` ${c.target}`}`,
  },
};
