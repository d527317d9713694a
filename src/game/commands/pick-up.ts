import { joinsStack } from "../inventory.js";
import { drawLoot } from "../loot.js";
import { packCapacity, packFull, packUsed, stow } from "../pack.js";
import { heroLuck, pileAt, removePile } from "../piles.js";
import { itemName } from "../items.js";
import { counted } from "../wording.js";
import { bareLine } from "./line-shapes.js";
import type { CommandModule } from "./types.js";

/**
 * Pick up what lies on the hero's tile. A floor's loot spot is drawn now, from its table,
 * with the luck the hero has now; what was dropped is picked up as it lies. What does not
 * fit the pack stays on the tile.
 */
export interface PickUpCommand {
  readonly kind: "pickup";
}

export const pickUp: CommandModule<PickUpCommand> = {
  modes: ["exploring"],
  handle(_command, ctx) {
    const { state, registries } = ctx;
    const hero = state.player;
    const pile = pileAt(state.floor, hero.pos[0], hero.pos[1]);
    if (!pile) return { kind: "rejected", reason: "There is nothing here to pick up." };
    // Refused before anything is drawn: a refusal must leave the pile (and the dice) as they were.
    const room = packUsed(hero) < packCapacity(hero, registries, state) || (pile.table === undefined && pile.items.some((i) => joinsStack(hero.inventory, i, registries)));
    if (!room) return { kind: "rejected", reason: `${packFull(hero, registries, state)}: drop something first.` };
    const drawn = pile.table === undefined ? [] : drawLoot(registries, pile.table, ctx.rng, heroLuck(ctx));
    const { taken, left } = stow(state, registries, hero, [...pile.items, ...drawn]);
    pile.items = left;
    delete pile.table;
    if (left.length === 0) removePile(state.floor, pile);
    for (const item of taken) ctx.emit({ type: "item_picked_up", source: hero.id, target: hero.id, data: { item: item.def, count: item.count } });
    const names = taken.map((i) => (i.count > 1 ? itemName(registries, i) : counted(itemName(registries, i), 1)));
    ctx.log(names.length ? `You pick up ${listed(names)}.` : "You search the spot and find nothing.");
    if (left.length) ctx.log(`${packFull(hero, registries, state)}: ${listed(left.map((i) => itemName(registries, i)))} ${left.length === 1 ? "stays" : "stay"} here.`);
    return { kind: "done" };
  },
  line: bareLine("pickup", "pick up what lies on the hero's tile"),
};

function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
