/** The benches' fight: an unkillable arena fighter walked into a room of six of one creature. */
import type { Registries } from "../src/content/registries.js";
import type { ScriptHost } from "../src/content/script-port.js";
import { createGame, Game } from "../src/game/index.js";
import type { Room } from "../src/game/state.js";
import { spawnCreature } from "../src/gen/populate.js";
import { drawnFloor, drawnRoom } from "../test/helpers/scenario.js";

export function sixFoes(registries: Registries, creature: string, bench: string, scripts?: ScriptHost): Game {
  const room: Room = drawnRoom("arena:pit", 4, 0, 12, 3);
  room.enemies = Array.from({ length: 6 }, (_, i) => spawnCreature(registries.creatures.get(creature), `e${i + 1}`, [6 + i, 1]));
  const floor = drawnFloor(["################", "#@..+..........#", "################"], [room]);
  const game = createGame(registries, { seed: "bench", name: "B", options: ["arena:fighter"] }, { buildFloor: floor, scripts });
  if (!(game instanceof Game)) throw new Error(game.error);
  game.state.player.base.max_health = 1e9;
  game.state.player.health = 1e9;
  // Three steps to the doorway (which only shows the room), the fourth into the fight.
  for (let i = 0; i < 4; i++) game.execute({ kind: "move", dir: "e" }, registries);
  if (!game.state.combat) throw new Error(`${bench} bench: the walk in did not start the fight`);
  return game;
}
