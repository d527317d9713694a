import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { loadOk, makeProfile, manifest, TINY_CORE, type ModFiles } from "../helpers/profile.js";

const floorDef = (n: number) => `[[floors]]\nid = "f${n}"\nnumber = ${n}\nsize = [20, 12]\nrooms = 1\nrequired = ["tower:landing"]\n`;

/** A tower whose landing room has the entrance and the stairs side by side (never rotated). */
const TOWER: ModFiles = {
  "manifest.toml": manifest("tower", ["core"]),
  "world.toml": `${oneKindOfHero("tower", "climber", "Climber")}
[[prefabs]]
id = "landing"
tags = ["tower:landing"]
rotate = false
layout = '''
##+##
#<>.#
#####
'''

${floorDef(1)}
${floorDef(2)}
`,
};

function play(mods: Record<string, ModFiles>) {
  const { registries } = loadOk(makeProfile(mods));
  const game = createGame(registries, { seed: "t", name: "T", options: ["tower:climber"] }, { buildFloor });
  if (!(game instanceof Game)) throw new Error(game.error);
  const downOnce = () => {
    expect(game.execute({ kind: "move", dir: "e" }, registries).kind).toBe("turn_passed");
    return game.execute({ kind: "descend" }, registries);
  };
  return { game, registries, downOnce };
}

describe("descending", () => {
  it("refuses where there are no stairs, at no cost", () => {
    const { game, registries } = play({ core: TINY_CORE, tower: TOWER });
    expect(game.execute({ kind: "descend" }, registries)).toMatchObject({ kind: "rejected", reason: "There are no stairs here." });
    expect(game.state.turn).toBe(0);
  });

  it("leads to the next floor, and past the last floor the run is won", () => {
    const { game, downOnce } = play({ core: TINY_CORE, tower: TOWER });
    const first = downOnce();
    expect(first.events.map((e) => e.type)).toContain("floor_entered");
    expect(game.state.floor.number).toBe(2);
    expect(game.state.over).toBeUndefined();
    downOnce();
    expect(game.state.over).toEqual({ outcome: "won", cause: "descended past floor 2" });
  });

  it("a mod that adds a floor makes the run longer, with no code change", () => {
    const annex: ModFiles = { "manifest.toml": manifest("annex", ["tower"]), "f.toml": floorDef(3) };
    const { game, downOnce } = play({ core: TINY_CORE, tower: TOWER, annex });
    downOnce();
    downOnce();
    expect(game.state.floor.number).toBe(3);
    expect(game.state.over).toBeUndefined();
    downOnce();
    expect(game.state.over?.outcome).toBe("won");
  });

  it("nothing more happens once the run is over", () => {
    const { game, registries, downOnce } = play({ core: TINY_CORE, tower: TOWER });
    downOnce();
    downOnce();
    expect(game.execute({ kind: "rest" }, registries)).toMatchObject({ kind: "rejected", reason: "The run is over." });
  });
});
