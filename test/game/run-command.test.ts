import { describe, expect, it } from "vitest";
import { createGame, Game, tileAt } from "../../src/game/index.js";
import { ARENA } from "../helpers/arena-mod.js";
import { drawnFloor, drawnRoom, pictured } from "../helpers/scenario.js";
import { loadOk, makeProfile, TINY_CORE } from "../helpers/profile.js";

const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA }));

function start(build: ReturnType<typeof drawnFloor>) {
  const game = createGame(registries, { seed: "r", name: "R", options: ["arena:fighter"] }, { buildFloor: build });
  if (!(game instanceof Game)) throw new Error(game.error);
  return { game, run: (dir: "e" | "w" | "n" | "s" | "se") => game.execute({ kind: "run", dir }, registries) };
}

/** A game on a labelled drawing (see `pictured`); `e` spots hold arena dummies. */
function scenario(picture: string[]) {
  const { build, spots } = pictured(picture, "arena:dummy");
  return { ...start(build), spots };
}

/** Runs east once per label, expecting the hero at each in turn; the scenario, for more checks. */
function expectStops(picture: string[], labels: string[]) {
  const s = scenario(picture);
  for (const label of labels) {
    expect(s.run("e").kind).toBe("turn_passed");
    expect(s.game.state.player.pos, `stop ${label}`).toEqual(s.spots[label]);
  }
  return s;
}

describe("running: the stop rules on drawn floors", () => {
  it("a straight corridor run stops at its end, one turn a step", () => {
    const { game } = expectStops(["           ", " @.......1 ", "           "], ["1"]);
    expect(game.state.turn).toBe(8);
  });

  it("a T-junction stops the run on the branch", () => {
    expectStops(["      .     ", "      .     ", " @....1.... "], ["1"]);
  });

  it("a 2-wide corridor does not stop every step: the second lane is no branch", () => {
    const { game } = expectStops(["            ", " @........1 ", " .......... ", "            "], ["1"]);
    expect(game.state.turn).toBe(9);
  });

  it("a 2-wide corridor still stops where a real side corridor leaves it", () => {
    expectStops(["       .     ", " @.....1...2 ", " ........... ", "             "], ["1", "2"]);
  });

  it("follows a plain bend of a corridor without stopping, and stops at the dead end", () => {
    const { game } = expectStops(["  @....   ", "      .   ", "      ... ", "        1 "], ["1"]);
    expect(game.state.turn).toBe(9);
  });

  it("toward a guarded room stops at its door, says who is inside, and starts no fight", () => {
    const { game, run, spots } = scenario(["           #######", " @.........D..e.e.#", "           #######"]);
    const out = run("e");
    expect(game.state.player.pos).toEqual(spots["D"]);
    expect(out.messages).toContain("Inside: 2 dummies.");
    expect(game.state.combat).toBeUndefined();
    // From the doorway a run refuses to carry the hero in; a step is the way in.
    const again = run("e");
    expect(again).toMatchObject({ kind: "rejected", reason: "You will not run into a fight. Inside: 2 dummies." });
    expect(game.state.player.pos).toEqual(spots["D"]);
    game.execute({ kind: "move", dir: "e" }, registries);
    expect(game.state.combat).toBeDefined();
  });

  it("a run into an empty room stops on entering it (its door), then crosses it to the wall", () => {
    expectStops(["       #######", " @.....D.....1#", "       #######"], ["D", "1"]);
  });

  it("out of a room a run leaves by the door and follows the corridor's bends to the next door", () => {
    const { game, run, spots } = scenario(["#####       ", "#@..+.      ", "#####.      ", "     .  ####", "     ...D..#", "        ####"]);
    run("e");
    expect(tileAt(game.state.floor, ...game.state.player.pos)).toBe("+");
    run("e");
    expect(game.state.player.pos).toEqual(spots["D"]);
    expect(game.state.turn).toBe(3 + 7);
  });

  it("a door beside a corridor is a side opening: the run stops next to it", () => {
    const { game } = expectStops(["    #####", "    #...#", "    #.e.#", "    ##+##", " @....1..."], ["1"]);
    expect(game.state.combat).toBeUndefined();
  });

  it("in a room stops once beside a loot spot, not at every step along it", () => {
    expectStops(["##########", "#@..1...2#", "#....l...#", "##########"], ["1", "2"]);
  });

  it("stops on the stairs", () => {
    const { game, run } = scenario(["##########", "#@...>...#", "##########"]);
    run("e");
    expect(tileAt(game.state.floor, ...game.state.player.pos)).toBe(">");
  });
});

describe("running", () => {
  it("follows a corridor and stops where it branches, one turn a step", () => {
    const { game, run } = start(drawnFloor(["##########", "@....... #", "     .    "], []));
    expect(run("e").kind).toBe("turn_passed");
    expect(game.state.player.pos).toEqual([5, 1]);
    expect(game.state.turn).toBe(5);
  });

  it("stops on a door, and in a room stops at the wall", () => {
    const { game, run } = start(drawnFloor(["   #######", "@..+.....#", "   #######"], [drawnRoom("t:r", 3, 0, 7, 3)]));
    run("e");
    expect(game.state.player.pos).toEqual([3, 1]);
    run("e");
    expect(game.state.player.pos).toEqual([8, 1]);
  });

  it("into a wall is refused at no cost", () => {
    const { game, run } = start(drawnFloor(["###", "#@#", "###"]));
    expect(run("n")).toMatchObject({ kind: "rejected" });
    expect(game.state.turn).toBe(0);
  });
});
