import { clampVitals } from "../equipment.js";
import { findItem, splitOff } from "../inventory.js";
import { itemName } from "../items.js";
import { layDown } from "../piles.js";
import { followedMax } from "../rules/damage.js";
import { listed } from "../wording.js";
import { wholeWord } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/** More items than a pack and its slots hold: a longer line is no list of what the hero has. */
const DROP_MANY_LIMIT = 100;

/**
 * Lay several items (each whole: a stack with all of it, a worn item taken off) on the hero's
 * tile at once, as one turn: what the inventory's marks send. Named by uid only: an item id
 * means the first instance the hero has, so two ids could name one item.
 */
export interface DropManyCommand {
  readonly kind: "drop_many";
  readonly items: readonly number[];
}

export const dropMany: CommandModule<DropManyCommand> = {
  modes: ["exploring"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const hero = state.player;
    if (command.items.length === 0) return { kind: "rejected", reason: "Drop what? Name at least one item." };
    if (new Set(command.items).size !== command.items.length) return { kind: "rejected", reason: "Each item can be dropped once." };
    // All found before any is moved: a refusal leaves everything where it was.
    const found = command.items.map((uid) => ({ uid, at: findItem(hero, uid) }));
    const missing = found.find((f) => !f.at);
    if (missing) return { kind: "rejected", reason: `You have no item ${missing.uid}.` };
    const health = hero.health;
    const dropped = found.map(({ at }) => {
      const { instance, slot } = at!;
      if (slot === undefined) return splitOff(state, hero.inventory, instance, instance.count);
      delete hero.equipment[slot];
      return instance;
    });
    if (found.some((f) => f.at!.slot !== undefined)) clampVitals(hero, registries, state);
    ctx.log(`You drop ${listed(dropped.map((i) => itemName(registries, i)))}.`);
    layDown(state.floor, hero.pos, dropped, registries, true);
    followedMax(ctx, hero, health);
    return { kind: "done" };
  },
  line: {
    verb: "drop-many",
    usage: "drop-many <uid> <uid>…",
    summary: "lay several items (each whole) on the hero's tile, one turn",
    parse(args) {
      if (args.length === 0) return "drop-many takes the uids of the items to drop, like: drop-many 12 15 20";
      if (args.length > DROP_MANY_LIMIT) return `drop-many takes at most ${DROP_MANY_LIMIT} items`;
      const uids = args.map(wholeWord);
      return uids.every((u) => u !== undefined)
        ? { kind: "drop_many", items: uids }
        : "drop-many takes uids (whole numbers), like: drop-many 12 15 20";
    },
    format: (c) => `drop-many ${c.items.join(" ")}`,
  },
};
