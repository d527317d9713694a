import type { Registries } from "../../src/content/registries.js";
import { createGame, Game } from "../../src/game/index.js";
import { npcAt } from "../../src/game/npcs.js";
import { gold, tradePrices } from "../../src/game/queries/index.js";
import type { Direction } from "../../src/lib/direction.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { inside, stepsTo } from "./paths.js";

/** A seed's walk to a merchant: the steps, the first good the new hero can afford (its number and item id), the hero's gold. */
export interface MerchantWalk {
  readonly seed: string;
  readonly steps: Direction[];
  readonly number: number;
  readonly item: string;
  readonly have: number;
}

/**
 * A core seed whose first floor lets a new hero of `options` walk to a merchant without
 * entering a guarded room, and afford something there.
 */
export function merchantWalk(registries: Registries, options: readonly string[]): MerchantWalk {
  for (let s = 1; s <= 50; s++) {
    const game = createGame(registries, { seed: String(s), name: "Ada", options: [...options] }, { buildFloor });
    if (!(game instanceof Game)) throw new Error(game.error);
    const { state } = game;
    const spot = state.floor.rooms.flatMap((r) => r.npcs).find((n) => n.stock?.length);
    if (!spot) continue;
    const guarded = state.floor.rooms.filter((r) => r.enemies.length > 0);
    const steps = stepsTo(
      state.floor,
      (x, y) => x === spot.pos[0] && y === spot.pos[1],
      (x, y) => guarded.some((g) => inside(g, x, y) && state.floor.tiles[y]?.[x] !== "+"),
    );
    const have = gold(state, registries);
    const number = spot.stock!.findIndex((g) => tradePrices(g, state, registries).buy <= have) + 1;
    if (steps && number > 0 && npcAt(state, registries, spot.pos))
      return { seed: String(s), steps, number, item: spot.stock![number - 1]!.def, have };
  }
  throw new Error("no seed in 1–50 has a merchant a new hero can reach and afford");
}
