import type { ItemRef } from "../inventory.js";
import { itemName } from "../items.js";
import { itemKind } from "../junk.js";
import { namedItem } from "./item-ref.js";
import { itemWord } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/**
 * Mark an item's kind (its definition and affixes) as junk, or take the mark off again: a
 * note of the player's, outside time. Exploring then does not walk to a pile of only junk,
 * and autopickup leaves it. Kept in the save, as the game's own state, so a run and its
 * replay explore alike.
 */
export interface JunkCommand {
  readonly kind: "junk";
  readonly item: ItemRef;
}

export const junk: CommandModule<JunkCommand> = {
  modes: ["exploring", "fighting", "talking", "trading"],
  timeless: true,
  handle(command, ctx) {
    const { state, registries } = ctx;
    const found = namedItem(state.player, command.item, registries);
    if ("missing" in found) return { kind: "rejected", reason: found.missing };
    const kind = itemKind(found.instance);
    const name = itemName(registries, { ...found.instance, count: 1 });
    const marked = new Set(state.junk);
    if (marked.delete(kind)) ctx.log(`${name} is no longer junk.`);
    else {
      marked.add(kind);
      ctx.log(`${name} is junk now: exploring passes it by, autopickup leaves it.`);
    }
    if (marked.size) state.junk = [...marked].sort();
    else delete state.junk;
    return { kind: "done" };
  },
  line: {
    verb: "junk",
    usage: "junk <uid|item id>",
    summary: "mark the kind of an item as junk, or unmark it (no turn)",
    ids: { item: "items" },
    parse: (args) =>
      args.length === 1 ? { kind: "junk", item: itemWord(args[0]!) } : "junk takes one item (its uid or an item id), like: junk 12",
    format: (c) => `junk ${c.item}`,
  },
};
