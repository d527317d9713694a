import type { Registries } from "../../src/content/registries.js";
import type { ScriptHost } from "../../src/content/script-port.js";
import { Game, createGame } from "../../src/game/index.js";
import type { Room } from "../../src/game/state.js";
import { spawnCreature } from "../../src/gen/populate.js";
import { ARENA } from "./arena-mod.js";
import { manifest, TINY_CORE, type ModFiles } from "./fixture-mods.js";
import { loadOk, makeProfile } from "./profile.js";
import { drawnFloor, drawnRoom } from "./scenario.js";

export { ARENA } from "./arena-mod.js";

export interface ArenaOptions {
  readonly seed?: string;
  /** `[balance]` fields set by a later mod (merged field by field over the arena's). */
  readonly balance?: string;
  readonly extra?: Record<string, ModFiles>;
  /** Options for the hero (default: arena:fighter). */
  readonly options?: string[];
}

/** A game with the hero west of a room holding `creatures` (ids) at x = 6, 7, …, y = 1. */
export function arena(creatures: string[], opts: ArenaOptions = {}) {
  const tuning: Record<string, ModFiles> = opts.balance
    ? { tuning: { "manifest.toml": manifest("tuning", ["arena"]), "b.toml": `[balance]\n${opts.balance}\n` } }
    : {};
  const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA, ...tuning, ...(opts.extra ?? {}) }));
  return arenaIn(registries, creatures, { seed: opts.seed ?? "arena", options: opts.options ?? ["arena:fighter"] });
}

/** Where and how `arenaIn` builds its game. */
export interface ArenaGround {
  readonly seed: string;
  readonly options: string[];
  /** The room's prefab id (default `arena:pit`): a test whose rule reads the room's tags names a real one. */
  readonly prefab?: string;
  /** The load's script engine, for content with `[[scripts]]` (the game gets it as the program's does). */
  readonly scripts?: ScriptHost;
}

/**
 * The arena's ground on any content (the arena mod's, or the real core): a corridor, the
 * hero three steps west of a room's door, the room holding `creatures` at x = 6, 7, …, y = 1.
 * The room is the floor's own object, so a test may change its creatures before `enter`.
 */
export function arenaIn(registries: Registries, creatures: string[], ground: ArenaGround) {
  const room: Room = drawnRoom(ground.prefab ?? "arena:pit", 4, 0, 6, 3);
  room.enemies = creatures.map((id, i) => spawnCreature(registries.creatures.get(id), `e${i + 1}`, [6 + i, 1]));
  room.cleared = room.enemies.length === 0;
  const floor = drawnFloor(["##########", "#@..+....#", "##########"], [room]);
  const game = createGame(
    registries,
    { seed: ground.seed, name: "Hero", options: ground.options },
    { buildFloor: floor, scripts: ground.scripts },
  );
  if (!(game instanceof Game)) throw new Error(game.error);
  /** Walks east until the fight starts: three steps to the doorway, one more into the room. */
  const enter = () => {
    for (let i = 0; i < 4; i++) game.execute({ kind: "move", dir: "e" }, registries);
  };
  return { game, registries, room, enter, state: game.state };
}
