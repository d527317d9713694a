import { clampVitals } from "../equipment.js";
import { splitOff, type ItemRef } from "../inventory.js";
import { layDown } from "../piles.js";
import { itemName } from "../items.js";
import { namedItem } from "./item-ref.js";
import { itemWord, wholeWord } from "./line-shapes.js";
import { followedMax } from "../rules/damage.js";
import type { CommandModule } from "./types.js";

/** Lay an item (all of a stack, or `count` of it) on the hero's tile, as a pile that can be picked up again. */
export interface DropCommand {
  readonly kind: "drop";
  readonly item: ItemRef;
  readonly count?: number;
}

export const drop: CommandModule<DropCommand> = {
  modes: ["exploring"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const hero = state.player;
    const found = namedItem(hero, command.item, registries);
    if ("missing" in found) return { kind: "rejected", reason: found.missing };
    const { instance, slot } = found;
    const count = command.count ?? instance.count;
    if (count < 1) return { kind: "rejected", reason: "Drop at least one." };
    if (count > instance.count) return { kind: "rejected", reason: `You have only ${itemName(registries, instance)}.` };
    // A worn item comes off as it is dropped: one turn, not two.
    const health = hero.health;
    if (slot !== undefined) delete hero.equipment[slot];
    const dropped = slot !== undefined ? instance : splitOff(state, hero.inventory, instance, count);
    if (slot !== undefined) clampVitals(hero, registries, state);
    layDown(state.floor, hero.pos, [dropped], registries, true);
    ctx.log(`You drop ${itemName(registries, dropped)}.`);
    followedMax(ctx, hero, health);
    return { kind: "done" };
  },
  line: {
    verb: "drop",
    usage: "drop <uid|item id> [count]",
    summary: "lay an item (all of a stack, or count of it) on the hero's tile",
    ids: { item: "items" },
    parse(args) {
      const [item, count, ...rest] = args;
      if (!item || rest.length) return "drop takes an item (its uid or an item id) and optionally how many, like: drop mymod:coin 10";
      if (count === undefined) return { kind: "drop", item: itemWord(item) };
      const n = wholeWord(count);
      return n !== undefined && n >= 1 ? { kind: "drop", item: itemWord(item), count: n } : "how many to drop is a whole number from 1";
    },
    format: (c) => `drop ${c.item}${c.count === undefined ? "" : ` ${c.count}`}`,
  },
};
