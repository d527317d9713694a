import { lookAhead, packProblem, takeOff } from "../equipment.js";
import { itemName } from "../items.js";
import { followedMax } from "../rules/damage.js";
import type { CommandModule } from "./types.js";
import { agreeing, theName } from "../wording.js";

/** Take off what is worn in a slot; it goes into the pack. */
export interface UnequipCommand {
  readonly kind: "unequip";
  readonly slot: string;
}

export const unequip: CommandModule<UnequipCommand> = {
  modes: ["exploring"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const where = registries.slots.tryGet(command.slot)?.name ?? command.slot;
    if (!Object.hasOwn(state.player.equipment, command.slot))
      return { kind: "rejected", reason: `You wear nothing on your ${where.toLowerCase()}.` };
    const full = packProblem(
      state,
      registries,
      lookAhead(state, (copy) => takeOff(copy, registries, command.slot)),
    );
    if (full) return { kind: "rejected", reason: full };
    const health = state.player.health;
    const old = takeOff(state, registries, command.slot);
    ctx.log(
      `You take off ${theName(itemName(registries, old))} and put ${agreeing(itemName(registries, old), "it", "them")} in your pack.`,
    );
    followedMax(ctx, state.player, health);
    return { kind: "done" };
  },
  line: {
    verb: "unequip",
    usage: "unequip <slot id>",
    summary: "take off what is worn in a slot, into the pack",
    ids: { slot: "slots" },
    parse: (args) => (args.length === 1 ? { kind: "unequip", slot: args[0]! } : "unequip takes one slot id, like: unequip mymod:hand"),
    format: (c) => `unequip ${c.slot}`,
  },
};
