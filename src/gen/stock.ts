import type { Registries } from "../content/registries.js";
import { drawLoot, addToStock, type Room } from "../game/index.js";
import { Rng } from "../lib/rng.js";

/**
 * The random source of a floor's shops: apart from the floor's own, so what a merchant
 * sells does not move the rooms or the enemies (a mod changing a shop's table leaves the
 * floor as it was).
 */
export function shopRng(seed: string, number: number): Rng {
  return Rng.fromSeed(`${seed}/floor/${number}/shops`);
}

/**
 * Fills every shop on the floor once, when the floor is made: each NPC with a `shop` gets
 * its table drawn (no luck: the hero is not known to the generator), equal goods stacked.
 * The currency is never for sale.
 */
export function stockShops(registries: Registries, rooms: readonly Room[], rng: Rng): void {
  for (const room of rooms) {
    for (const spot of room.npcs) {
      const table = registries.npcs.tryGet(spot.id)?.shop;
      if (table === undefined) continue;
      spot.stock = [];
      for (const item of drawLoot(registries, table, rng)) {
        if (item.def !== registries.balance.currency) addToStock(spot.stock, item, registries);
      }
    }
  }
}
