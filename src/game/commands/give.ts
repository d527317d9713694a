import { giveItem } from "../effects/give-item.js";
import { runActions } from "../effects/run-actions.js";
import { wholeWord } from "./line-shapes.js";
import type { CommandModule } from "./types.js";
import { MAX_GIVE, MAX_GIVE_SINGLES } from "./wizard-lines.js";

/** Wizard mode: hand the hero `count` of an item, as a quest reward would (what the pack cannot hold falls at their feet). */
export interface GiveCommand {
  readonly kind: "give";
  readonly item: string;
  readonly count?: number;
}

export const give: CommandModule<GiveCommand> = {
  modes: ["exploring", "fighting"],
  wizard: true,
  handle(command, ctx) {
    const def = ctx.registries.items.tryGet(command.item);
    if (!def) return { kind: "rejected", reason: `There is no item "${command.item}".` };
    const count = command.count ?? 1;
    if (!def.stackable && count > MAX_GIVE_SINGLES)
      return { kind: "rejected", reason: `${def.name} does not stack: give at most ${MAX_GIVE_SINGLES} at once.` };
    giveItem({ give_item: def.id, count }, ctx.state.player, { self: ctx.state.player, defaultTo: "self" }, ctx, runActions);
    return { kind: "done" };
  },
  line: {
    verb: "give",
    usage: "give <item id> [count]",
    summary: "wizard: hand the hero an item (count of it, default 1)",
    ids: { item: "items" },
    parse(args) {
      const [item, count, ...rest] = args;
      if (!item || rest.length) return "give takes an item id and optionally how many, like: give mymod:coin 100";
      if (count === undefined) return { kind: "give", item };
      const n = wholeWord(count);
      return n !== undefined && n >= 1 && n <= MAX_GIVE
        ? { kind: "give", item, count: n }
        : `how many to give is a whole number from 1 to ${MAX_GIVE.toLocaleString("en-US")}`;
    },
    format: (c) => `give ${c.item}${c.count === undefined ? "" : ` ${c.count}`}`,
  },
};
