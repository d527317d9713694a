import type { Registries } from "../../src/content/registries.js";
import { createGame, type Creature, type FloorBuilder, type Game } from "../../src/game/index.js";
import { spawnCreature } from "../../src/gen/populate.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";

/**
 * A corridor leading east into a den (x 5–12). The hero starts at x 1, outside any room,
 * so four steps east walk into the den and start the fight.
 */
export const FIGHT_ROWS = ["#############", "#@..........#", "#############"];
/** Steps from the start to the den's first tile. */
export const STEPS_TO_DEN = 4;

/** A foe for the den: a creature id and optional changes to the fresh instance. */
export interface Foe {
  readonly def: string;
  readonly tweak?: (creature: Creature) => void;
}

/** The fight floor with these foes in the den (`e1`, `e2`, … from the east end inwards). */
export function fightFloor(registries: Registries, foes: readonly Foe[]): FloorBuilder {
  const den = { ...drawnRoom("test:den", 5, 0, 8, 3), cleared: false };
  den.enemies = foes.map((foe, i) => {
    const creature = spawnCreature(registries.creatures.get(foe.def), `e${i + 1}`, [11 - i, 1]);
    foe.tweak?.(creature);
    return creature;
  });
  return drawnFloor(FIGHT_ROWS, [den]);
}

/** Sturdier than a real one, so a fight lasts long enough to look at. */
export function tough(health: number): (c: Creature) => void {
  return (c) => {
    c.base.max_health = health;
    c.health = health;
  };
}

/** A game (Human Mage) on the fight floor, already walked into the den: the fight is on. */
export function gameInFight(registries: Registries, foes: readonly Foe[], options = ["core:human", "core:mage"]): Game {
  const made = createGame(registries, { seed: "fight", name: "Ana", options }, { buildFloor: fightFloor(registries, foes) });
  if ("error" in made) throw new Error(made.error);
  for (let i = 0; i < STEPS_TO_DEN; i++) made.execute({ kind: "move", dir: "e" }, registries);
  if (!made.state.combat) throw new Error("the fight did not start");
  return made;
}
