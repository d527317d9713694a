import { joinsStack, type NewItem } from "../inventory.js";
import { autoPicked } from "../junk.js";
import { drawLoot } from "../loot.js";
import { packCapacity, packFull, packUsed, stow } from "../pack.js";
import { heroLuck, lyingAs, pileAt, removePile } from "../piles.js";
import { itemName } from "../items.js";
import { counted, listed } from "../wording.js";
import type { CommandModule } from "./types.js";

/**
 * Pick up what lies on the hero's tile. A floor's loot spot is drawn now, from its table,
 * with the luck the hero has now; what was dropped is picked up as it lies. What does not
 * fit the pack stays on the tile. `auto`: only what autopickup takes (the currency and
 * `[balance] autopickup_tags`, never junk); the rest, drawn or not, stays as it lies.
 */
export interface PickUpCommand {
  readonly kind: "pickup";
  readonly auto?: true;
}

export const pickUp: CommandModule<PickUpCommand> = {
  modes: ["exploring"],
  handle(command, ctx) {
    const { state, registries } = ctx;
    const hero = state.player;
    const pile = pileAt(state.floor, hero.pos[0], hero.pos[1]);
    if (!pile) return { kind: "rejected", reason: "There is nothing here to pick up." };
    const wanted = (i: NewItem) => !command.auto || autoPicked(state, registries, i);
    if (command.auto && pile.table === undefined && !pile.items.some(wanted))
      return { kind: "rejected", reason: "Nothing here is for autopickup." };
    // Refused before anything is drawn: a refusal must leave the pile (and the dice) as they were.
    const room =
      packUsed(hero) < packCapacity(hero, registries, state) ||
      (pile.table === undefined && pile.items.some((i) => wanted(i) && joinsStack(hero.inventory, i, registries)));
    if (!room) return { kind: "rejected", reason: `${packFull(hero, registries, state)}: drop something first.` };
    const drawn = pile.table === undefined ? [] : drawLoot(registries, pile.table, ctx.rng, heroLuck(ctx));
    const all = [...pile.items, ...drawn];
    const { taken, left } = stow(state, registries, hero, all.filter(wanted));
    // What autopickup leaves of a loot spot lies there as real items from now on.
    const passed = [
      ...pile.items.filter((i) => !wanted(i)),
      ...lyingAs(
        state,
        registries,
        drawn.filter((i) => !wanted(i)),
      ),
    ];
    pile.items = [...left, ...passed];
    delete pile.table;
    if (pile.items.length === 0) removePile(state.floor, pile);
    for (const item of taken)
      ctx.emit({ type: "item_picked_up", source: hero.id, target: hero.id, data: { item: item.def, count: item.count } });
    const names = taken.map((i) => (i.count > 1 ? itemName(registries, i) : counted(itemName(registries, i), 1)));
    ctx.log(
      names.length
        ? `You pick up ${listed(names)}.`
        : passed.length
          ? "You search the spot: nothing for autopickup."
          : "You search the spot and find nothing.",
    );
    if (left.length)
      ctx.log(
        `${packFull(hero, registries, state)}: ${listed(left.map((i) => itemName(registries, i)))} ${left.length === 1 ? "stays" : "stay"} here.`,
      );
    return { kind: "done" };
  },
  line: {
    verb: "pickup",
    usage: "pickup [auto]",
    summary: "pick up what lies on the hero's tile (auto: only what autopickup takes)",
    parse: (args) =>
      args.length === 0
        ? { kind: "pickup" }
        : args.length === 1 && args[0] === "auto"
          ? { kind: "pickup", auto: true }
          : "pickup takes nothing, or auto",
    format: (c) => (c.auto ? "pickup auto" : "pickup"),
  },
};
