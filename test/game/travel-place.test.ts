import { describe, expect, it } from "vitest";
import type { Game } from "../../src/game/index.js";
import type { TravelGoal } from "../../src/game/queries/index.js";
import { ARENA } from "../helpers/arena-mod.js";
import { loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";
import { picturedGame, playTravel } from "../helpers/pictured-game.js";

/** Someone to travel to: an NPC with nothing but a name. */
const FOLK = {
  "manifest.toml": manifest("folk", ["core"]),
  "folk.toml": '[[npcs]]\nid = "pell"\nname = "Old Pell"\nsymbol = { char = "@" }\ndialog = [{ text = "Goodbye." }]\n',
};
const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA, folk: FOLK }));

/** A game on a labelled drawing: `>` the stairs, the spot `1` (in a room) Old Pell; `e` dummies. */
const scenario = (picture: string[]) => picturedGame(registries, picture, { npc: "folk:pell" });

/** Plays a travel as the UI does, one ordinary command a step, until the query says why it stops. */
const travel = (game: Game, goal: TravelGoal) => playTravel(game, registries, goal);

describe("travel to a chosen place (look's cursor, the overview)", () => {
  it("walks there over what the map shows, a turn a step, and says it arrived", () => {
    const { game, state, spots, seeAll } = scenario(["          ######", " @........+..2.#", "          #....#", "          ######"]);
    seeAll();
    expect(travel(game, { at: spots["2"]! })).toEqual({ reason: "stopped: arrived", turns: 12 });
    expect(state.player.pos).toEqual(spots["2"]);
    expect(travel(game, { at: spots["2"]! })).toEqual({ reason: "stopped: arrived", turns: 0 });
  });

  it("refuses a place not seen yet, and a wall, at no cost", () => {
    const { game, state, spots } = scenario(["          ######", " @........+..2.#", "          #....#", "          ######"]);
    expect(travel(game, { at: spots["2"]! })).toEqual({ reason: "stopped: that place is not explored yet", turns: 0 });
    expect(travel(game, { at: [15, 2] })).toEqual({ reason: "stopped: that place is not explored yet", turns: 0 });
    game.state.floor.seen = game.state.floor.tiles.map((row) => "1".repeat(row.length));
    expect(travel(game, { at: [10, 0] })).toEqual({ reason: "stopped: nowhere to stand there", turns: 0 });
    expect(state.turn).toBe(0);
  });

  it("never walks into a fight: a place past a guarded room is blocked by its enemies, by the same words as >", () => {
    const { game, state, spots, seeAll } = scenario([
      "        #####      ",
      " @......D.e.+...2  ",
      "        #...#      ",
      "        #####      ",
    ]);
    seeAll();
    // The only way on is through the room: no step is taken toward it.
    expect(travel(game, { at: spots["2"]! })).toEqual({ reason: "stopped: enemies block the way there", turns: 0 });
    // From its doorway, still no step in.
    for (let i = 0; i < 7; i++) game.execute({ kind: "move", dir: "e" }, registries);
    expect(state.player.pos).toEqual(spots.D);
    expect(travel(game, { at: spots["2"]! })).toEqual({ reason: "stopped: enemies block the way there", turns: 0 });
    expect(state.combat).toBeUndefined();
  });

  it("to an NPC across the floor: stops beside them, naming them (as > and o stop)", () => {
    const { game, state, spots, seeAll } = scenario(["          #######", " @........+...1.#", "          #.....#", "          #######"]);
    seeAll();
    const { reason, turns } = travel(game, { at: spots["1"]! });
    expect(reason).toBe("stopped: Old Pell is here");
    expect(turns).toBeGreaterThan(8);
    const [x, y] = state.player.pos;
    expect(Math.max(Math.abs(x - spots["1"]![0]), Math.abs(y - spots["1"]![1]))).toBe(1);
  });

  it("> is travel to the stairs' tile: the same walk and stop as choosing that tile", () => {
    const picture = ["   #######", " @.+....>#", "   #.....#", "   #######"];
    const a = scenario(picture);
    const b = scenario(picture);
    for (const s of [a, b]) for (let i = 0; i < 2; i++) s.game.execute({ kind: "move", dir: "e" }, registries);
    expect(travel(a.game, "stairs")).toEqual({ reason: "stopped: on the stairs", turns: 5 });
    expect(travel(b.game, { at: b.state.floor.stairs! })).toEqual({ reason: "stopped: on the stairs", turns: 5 });
    expect(a.state.player.pos).toEqual(b.state.player.pos);
  });
});
