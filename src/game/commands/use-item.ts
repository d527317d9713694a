import type { ItemRef } from "../inventory.js";
import { itemName } from "../items.js";
import { runActions } from "../effects/run-actions.js";
import { aimItem } from "../rules/aim-item.js";
import type { Creature, ItemInstance } from "../state.js";
import { namedItem } from "./item-ref.js";
import { itemWord, wholeWord } from "./line-shapes.js";
import type { CommandModule } from "./types.js";
import { theName } from "../wording.js";

/**
 * Use an item: its `actions` run for the hero (self), and an action written `to =
 * "target"` reaches enemy number `target` of the fight (default 0). A `consumed_on_use`
 * item uses one up.
 */
export interface UseItemCommand {
  readonly kind: "use_item";
  readonly item: ItemRef;
  readonly target?: number;
}

export const useItem: CommandModule<UseItemCommand> = {
  modes: ["exploring", "fighting"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const hero = state.player;
    const found = namedItem(hero, command.item, registries);
    if ("missing" in found) return { kind: "rejected", reason: found.missing };
    const { instance } = found;
    const aim = aimItem(state, registries, instance, command.target);
    if ("problem" in aim) return { kind: "rejected", reason: aim.problem };
    const def = registries.items.get(instance.def);
    const name = itemName(registries, { ...instance, count: 1 });
    ctx.log(`You use ${theName(name)}${aim.other ? ` on ${aim.other.name}` : ""}.`);
    ctx.emit({ type: "item_used", source: hero.id, target: aim.other?.id ?? hero.id, data: { item: instance.def } });
    // Used up before its effects run, so an action that gives or takes items sees the pack as it is after.
    if (def.consumed_on_use) consumeOne(hero, instance, found.slot);
    const goesOn = runActions(def.actions, { self: hero, other: aim.other, defaultTo: "self", cause: { user: hero, ability: name } }, ctx);
    return goesOn ? { kind: "done" } : { kind: "done", fled: true };
  },
  line: {
    verb: "use-item",
    usage: "use-item <uid|item id> [enemy number, from 0]",
    summary: "use an item (if aimed, on that enemy in a\nfight, numbered as for use; default 0)",
    ids: { item: "items" },
    parse(args) {
      const [item, target, ...rest] = args;
      if (!item || rest.length)
        return "use-item takes an item (its uid or an item id) and optionally the enemy's number, like: use-item mymod:bomb 0";
      if (target === undefined) return { kind: "use_item", item: itemWord(item) };
      const n = wholeWord(target);
      return n !== undefined ? { kind: "use_item", item: itemWord(item), target: n } : "the enemy's number is a whole number from 0";
    },
    format: (c) => `use-item ${c.item}${c.target === undefined ? "" : ` ${c.target}`}`,
  },
};

function consumeOne(hero: Creature, instance: ItemInstance, slot: string | undefined): void {
  if (instance.count > 1) instance.count -= 1;
  else if (slot === undefined) hero.inventory.splice(hero.inventory.indexOf(instance), 1);
  else delete hero.equipment[slot];
}
