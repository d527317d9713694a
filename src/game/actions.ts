import type { Registries } from "../content/registries.js";
import type { OptionDef } from "../content/schemas/index.js";
import { addItem, takeItem } from "./inventory.js";
import type { Creature } from "./state.js";

type Action = OptionDef["on_create"][number];

/** What an action needs around it: the carrier (self), the other party, and a log. */
export interface ActionContext {
  readonly registries: Registries;
  readonly self: Creature;
  readonly target?: Creature;
  readonly log: (line: string) => void;
}

/**
 * Runs actions in order. Item actions work now; the others belong to the combat and
 * quest milestones and say so in the log instead of silently doing nothing.
 */
export function runActions(actions: readonly Action[], ctx: ActionContext): void {
  for (const action of actions) {
    const who = action.to === "target" && ctx.target ? ctx.target : ctx.self;
    if (action.give_item !== undefined) {
      addItem(who.inventory, { def: action.give_item, affixes: [], count: action.count ?? 1 }, ctx.registries);
    } else if (action.take_item !== undefined) {
      takeItem(who.inventory, action.take_item, action.count ?? 1);
    } else {
      const key = Object.keys(action).find((k) => !["to", "type", "scale", "count", "duration"].includes(k));
      ctx.log(`(the action "${key}" does not run yet)`);
    }
  }
}
