import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

const HERO = {
  "manifest.toml": manifest("h", ["core"]),
  "h.toml": oneKindOfHero("h", "walker", "Walker"),
};

function scenario(rows: string[], rooms?: Parameters<typeof drawnFloor>[1]) {
  const { registries } = loadOk(makeProfile({ core: TINY_CORE, h: HERO }));
  const game = createGame(registries, { seed: "r", name: "R", options: ["h:walker"] }, drawnFloor(rows, rooms));
  if (!(game instanceof Game)) throw new Error(game.error);
  return { game, run: (dir: "e" | "w" | "n" | "s") => game.execute({ kind: "run", dir }, registries) };
}

describe("running", () => {
  it("follows a corridor and stops where it branches, one turn a step", () => {
    const { game, run } = scenario([
      "##########",
      "@....... #",
      "     .    ",
    ], []);
    expect(run("e").kind).toBe("turn_passed");
    expect(game.state.player.pos).toEqual([5, 1]);
    expect(game.state.turn).toBe(5);
  });

  it("stops on a door, and in a room stops at the wall", () => {
    const { game, run } = scenario(["   #######", "@..+.....#", "   #######"], [drawnRoom("t:r", 3, 0, 7, 3)]);
    run("e");
    expect(game.state.player.pos).toEqual([3, 1]);
    run("e");
    expect(game.state.player.pos).toEqual([8, 1]);
  });

  it("into a wall is refused at no cost", () => {
    const { game, run } = scenario(["###", "#@#", "###"]);
    expect(run("n")).toMatchObject({ kind: "rejected" });
    expect(game.state.turn).toBe(0);
  });
});
