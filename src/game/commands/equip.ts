import { lookAhead, packProblem, putOn } from "../equipment.js";
import type { ItemRef } from "../inventory.js";
import { itemName } from "../items.js";
import { namedItem } from "./item-ref.js";
import { itemWord } from "./line-shapes.js";
import { followedMax } from "../rules/damage.js";
import type { CommandModule } from "./types.js";
import { agreeing, theName } from "../wording.js";
import { capitalise } from "../rules/words.js";

/** Put on a pack item in its slot; what was worn there goes back into the pack. */
export interface EquipCommand {
  readonly kind: "equip";
  readonly item: ItemRef;
}

export const equip: CommandModule<EquipCommand> = {
  // Changing gear takes a quiet moment: not in a fight, not at a counter.
  modes: ["exploring"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const found = namedItem(state.player, command.item, registries);
    if ("missing" in found) return { kind: "rejected", reason: found.missing };
    const name = itemName(registries, { ...found.instance, count: 1 });
    if (found.slot !== undefined) return { kind: "rejected", reason: `You are already wearing ${theName(name)}.` };
    const slot = registries.items.tryGet(found.instance.def)?.slot;
    if (slot === undefined) return { kind: "rejected", reason: `${capitalise(theName(name))} cannot be worn.` };
    const uid = found.instance.uid;
    const full = packProblem(
      state,
      registries,
      lookAhead(state, (copy) => putOn(copy, registries, uid)),
    );
    if (full) return { kind: "rejected", reason: full };
    const health = state.player.health;
    const old = putOn(state, registries, uid);
    const where = registries.slots.tryGet(slot)?.name ?? slot;
    const back = old ? itemName(registries, old) : undefined;
    ctx.log(`You put on ${theName(name)} (${where})${back ? `; ${theName(back)} ${agreeing(back, "goes", "go")} into your pack` : ""}.`);
    followedMax(ctx, state.player, health);
    return { kind: "done" };
  },
  line: {
    verb: "equip",
    usage: "equip <uid|item id>",
    summary: "put on a pack item in its slot (a full slot swaps)",
    ids: { item: "items" },
    parse: (args) =>
      args.length === 1
        ? { kind: "equip", item: itemWord(args[0]!) }
        : "equip takes one item: its uid (a number) or an item id, like: equip mymod:sword",
    format: (c) => `equip ${c.item}`,
  },
};
