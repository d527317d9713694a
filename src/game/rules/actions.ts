import type { OptionDef } from "../../content/schemas/index.js";
import { attribute } from "../attributes.js";
import { addItem, takeItem } from "../inventory.js";
import type { Creature } from "../state.js";
import { flee } from "./combat.js";
import type { RuleContext } from "./context.js";
import { dealDamage } from "./damage.js";

export type Action = OptionDef["on_create"][number];

/** Who an action runs for: `self` (the user or carrier) and the other party, if any. */
export interface ActionScope {
  readonly self: Creature;
  readonly other?: Creature;
  /** Who `to` means when an action does not say: the ability's target, or self in a trigger. */
  readonly defaultTo: "self" | "target";
  /** A crit's damage factor for this use (1 when it did not crit). */
  readonly crit?: number;
}

/** Runs actions in order; each changes state once. Returns false if a flee ended the fight (stop the turn). */
export function runActions(actions: readonly Action[], scope: ActionScope, ctx: RuleContext): boolean {
  for (const action of actions) {
    const to = action.to ?? scope.defaultTo;
    const who = to === "target" ? scope.other : scope.self;
    if (!who) continue;
    const scaled = (n: number) => n + (action.scale ? attribute(scope.self, action.scale, ctx.registries, ctx.state) : 0);
    if (action.damage !== undefined) {
      dealDamage(ctx, scope.self, who, scaled(action.damage) * (scope.crit ?? 1), action.type ?? "physical");
    } else if (action.heal !== undefined) {
      const max = Math.round(attribute(who, "max_health", ctx.registries, ctx.state));
      if (who.health > 0) who.health = Math.min(max, who.health + Math.round(scaled(action.heal)));
    } else if (action.add_modifier !== undefined) {
      const def = ctx.registries.modifiers.get(action.add_modifier);
      const remaining = action.duration ?? def.duration;
      const active = who.modifiers.find((m) => m.id === def.id);
      // The same modifier twice refreshes its duration; it does not stack.
      if (active) active.remaining = Math.max(active.remaining, remaining);
      else who.modifiers.push({ id: def.id, remaining, since: ctx.state.turn });
    } else if (action.remove_modifier !== undefined) {
      who.modifiers = who.modifiers.filter((m) => m.id !== action.remove_modifier);
    } else if (action.give_item !== undefined) {
      addItem(who.inventory, { def: action.give_item, affixes: [], count: action.count ?? 1 }, ctx.registries);
    } else if (action.take_item !== undefined) {
      takeItem(who.inventory, action.take_item, action.count ?? 1);
    } else if (action.start_quest !== undefined) {
      ctx.state.quests[action.start_quest] ??= { state: "active", progress: 0 };
    } else if (action.give_exp !== undefined) {
      ctx.state.exp += action.give_exp;
    } else if (action.flee !== undefined) {
      if (flee(ctx, scope.self)) return false;
    } else if (action.open_shop !== undefined) {
      ctx.log("(shops open with the trade milestone)");
    } else if (action.run_script !== undefined) {
      ctx.log(`(script ${action.run_script}: scripts do not run yet)`);
    }
  }
  return true;
}
