import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { attribute, createGame, Game, type Difficulty } from "../../src/game/index.js";
import { bars, foesInView, lookAtCreature, messageStanding } from "../../src/game/queries/index.js";
import { arenaIn } from "../helpers/arena.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";
import { drawnFloor } from "../helpers/scenario.js";

// Loaded once: the tests change their games' state, never the registries.
const registries: Registries = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries;

/** A core hero of `race` and `class` in a corridor. */
function hero(race: string, cls: string, difficulty: Difficulty = "normal"): Game {
  const floor = drawnFloor(["#######", "#@....#", "#######"]);
  const game = createGame(
    registries,
    { seed: "bars", name: "T", options: [`core:${race}`, `core:${cls}`], difficulty },
    { buildFloor: floor },
  );
  if (!(game instanceof Game)) throw new Error(game.error);
  return game;
}

describe("a creature's bars (the status line's numbers)", () => {
  it("count max health as the rules do: a human warrior's 16.8 is 17, where he starts and the most potions bring him to", () => {
    const game = hero("human", "warrior");
    const { state } = game;
    expect(attribute(state.player, "max_health", registries, state)).toBeCloseTo(16.8);
    expect(bars(state.player, registries, state)).toMatchObject({ health: 17, maxHealth: 17 });
    state.player.health = 1;
    state.player.inventory.push({ uid: 9_000, def: "core:healing_potion", affixes: [], count: 3 });
    const use = { kind: "use_item" as const, item: 9_000 };
    expect(game.execute(use, registries).kind).toBe("turn_passed");
    expect(game.execute(use, registries).kind).toBe("turn_passed");
    expect(state.player.health).toBe(17);
    // Full by the bars' number: a third potion is refused, not drunk for 0.
    expect(game.execute(use, registries).kind).toBe("rejected");
    expect(bars(state.player, registries, state)).toMatchObject({ health: 17, maxHealth: 17 });
  });

  it("count max stamina as the rules do: a human mage's 19.2 is 19, where resting stops", () => {
    const game = hero("human", "mage");
    const { state } = game;
    expect(attribute(state.player, "max_stamina", registries, state)).toBeCloseTo(19.2);
    expect(bars(state.player, registries, state)).toMatchObject({ stamina: 19, maxStamina: 19 });
    state.player.stamina = 0;
    for (let i = 0; i < 10; i++) game.execute({ kind: "rest" }, registries);
    expect(bars(state.player, registries, state)).toMatchObject({ stamina: 19, maxStamina: 19 });
  });

  it("are the numbers the fight's foe list and the look give a foe", () => {
    const { state, enter } = arenaIn(registries, ["core:rat"], { seed: "bars", options: ["core:human", "core:warrior"] });
    enter();
    const foe = state.enemies[0]!;
    foe.base.max_health = 10.6;
    foe.health = 4;
    expect(bars(foe, registries, state)).toMatchObject({ health: 4, maxHealth: 11 });
    expect(foesInView(state, registries)[0]).toMatchObject({ health: 4, maxHealth: 11 });
    expect(lookAtCreature(state, registries, foe)).toMatchObject({ health: 4, maxHealth: 11 });
  });

  it("are what a blow's danger mark is judged by: 4 of an elf rogue's 15.6 (16, as shown) is a quarter", () => {
    const game = hero("elf", "rogue", "easy");
    const { state } = game;
    expect(attribute(state.player, "max_health", registries, state)).toBeCloseTo(15.6);
    expect(bars(state.player, registries, state).maxHealth).toBe(16);
    const standing = messageStanding(state, registries);
    expect(standing("Rat hits you for 3 (7 → 4).")).toBe("danger");
    expect(standing("Rat hits you for 2 (7 → 5).")).toBeUndefined();
  });
});
