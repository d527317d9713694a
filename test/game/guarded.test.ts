import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/game/index.js";
import { travelStart, travelStep } from "../../src/game/queries/index.js";
import { Explorer } from "../../src/sim/explore.js";
import { ARENA } from "../helpers/arena-mod.js";
import { picturedGame, playTravel } from "../helpers/pictured-game.js";
import { loadOk, makeProfile, TINY_CORE } from "../helpers/profile.js";

const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA }));

/**
 * A room open to the east (a gap in its wall, no door, so no doorway to look in from) and
 * the hero in the gap's corridor: it sees the gap, not the room, nor the dummy in it.
 */
const OPEN_ROOM = ["  ######   ", "  #e...#   ", "  #.....@##", "  ######   "];

/** Puts one tile on the map, as if the hero had glimpsed it. */
function glimpse(state: GameState, [x, y]: readonly [number, number]): void {
  const row = state.floor.seen![y]!;
  state.floor.seen![y] = row.slice(0, x) + "1" + row.slice(x + 1);
}

function openRoom() {
  const s = picturedGame(registries, OPEN_ROOM);
  return { ...s, dummy: s.state.floor.rooms[0]!.enemies[0]!.pos };
}

/** Where the bot's explorer would step, not fit to fight (it walks around guarded rooms). */
const botStep = (state: GameState) => new Explorer(state.floor).stepToward(state, { fight: false, wanted: () => false });

describe("guarded: one meaning for a run, a travel and the bot (enemies the map shows)", () => {
  it("an enemy the hero has not seen guards nothing: a run, a travel and the bot all walk in (and the fight starts)", () => {
    const run = openRoom();
    expect(run.game.execute({ kind: "run", dir: "w" }, registries).kind).toBe("turn_passed");
    expect(run.state.combat, "a run walked into the fight it could not see").toBeDefined();

    const travel = openRoom();
    expect(travelStep(travel.state, registries, "explore", travelStart(travel.state, registries))).toEqual({ kind: "move", dir: "w" });
    expect(playTravel(travel.game, registries, "explore").reason).toBe("stopped: not on the map");
    expect(travel.state.combat).toBeDefined();

    expect(botStep(openRoom().state)).toBe("w");
  });

  it("once the map shows the enemy, the room is guarded: the run is refused, the travel stays out, the bot walks around", () => {
    const run = openRoom();
    glimpse(run.state, run.dummy);
    const refused = run.game.execute({ kind: "run", dir: "w" }, registries);
    expect(refused).toMatchObject({ kind: "rejected", reason: "You will not run into a fight. Inside: a dummy." });

    const travel = openRoom();
    glimpse(travel.state, travel.dummy);
    expect(playTravel(travel.game, registries, "explore")).toEqual({ reason: "stopped: the rest lies past enemies", turns: 0 });
    expect(travel.state.combat).toBeUndefined();

    const bot = openRoom();
    glimpse(bot.state, bot.dummy);
    expect(botStep(bot.state)).toBeUndefined();
    // Fit to fight, the bot walks in: that is its own choice, not the rule's.
    expect(new Explorer(bot.state.floor).stepToward(bot.state, { fight: true, wanted: () => false })).toBe("w");
  });

  it("the room the hero stands in guards nothing against it: a travel and the bot walk on out of it", () => {
    const picture = ["  ######      ", "  #e..@+....  ", "  #....#      ", "  ######      "];
    // An enemy left standing in the hero's room out of a fight (one that fled back there).
    const inside = () => picturedGame(registries, picture);
    const travel = inside();
    expect(travel.state.combat).toBeUndefined();
    expect(travelStep(travel.state, registries, "explore", travelStart(travel.state, registries))).toEqual({ kind: "move", dir: "e" });
    expect(botStep(inside().state)).toBe("e");
  });
});
