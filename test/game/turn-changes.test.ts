import { describe, expect, it } from "vitest";
import { createGame, Game, parseCommandLine, type FloorBuilder, type Outcome } from "../../src/game/index.js";
import type { Room } from "../../src/game/state.js";
import { stockShops } from "../../src/gen/stock.js";
import { Rng } from "../../src/lib/rng.js";
import { drawnFloor, drawnRoom, pictured } from "../helpers/scenario.js";
import { fightFloor, STEPS_TO_DEN } from "../ui/fight.js";
import { coreRegistries } from "../ui/fixtures.js";

const core = coreRegistries();

/** What a quiet step on the map changed: nothing. */
const QUIET = { modeBefore: "exploring", modeAfter: "exploring", newlyInSight: 0, questsMoved: false };

function start(floor: FloorBuilder): Game {
  const game = createGame(core, { seed: "changes", name: "Ana", options: ["core:human", "core:warrior"] }, { buildFloor: floor });
  if (!(game instanceof Game)) throw new Error(game.error);
  return game;
}

/** Plays one script line, as `rustkeep run` reads it. */
function play(game: Game, line: string): Outcome {
  const command = parseCommandLine(line);
  if ("error" in command) throw new Error(command.error);
  return game.execute(command, core);
}

const move = (game: Game): Outcome => play(game, "move e");

/** A hall with core's peddler one step east of the hero, his stock drawn as the generator draws it. */
function hall(): Game {
  const room: Room = { ...drawnRoom("test:hall", 0, 0, 6, 3), npcs: [{ id: "core:merchant", pos: [2, 1] }] };
  stockShops(core, [room], Rng.fromSeed("changes"));
  return start(drawnFloor(["######", "#@...#", "######"], [room]));
}

describe("what a turn reports it changed", () => {
  it("a refused command changed nothing: its mode stays, no floor, nobody new in sight, no quest moved", () => {
    const game = start(drawnFloor(["###", "#@#", "###"]));
    const out = play(game, "move n");
    expect(out.kind).toBe("rejected");
    expect(out.changes).toEqual(QUIET);
  });

  it("the step into a doorway brings the room's enemy into sight; the step into the room starts the fight", () => {
    const { build } = pictured(["#####    ", "#e..D..@ ", "#####    "], "core:rat");
    const game = start(build);
    const walk = [play(game, "move w"), play(game, "move w")];
    for (const out of walk) expect(out.changes).toEqual(QUIET);
    expect(play(game, "move w").changes).toEqual({ ...QUIET, newlyInSight: 1 });
    const fight = play(game, "move w");
    expect(fight.changes).toMatchObject({ modeBefore: "exploring", modeAfter: "fighting" });
    expect(fight.changes.floorEntered).toBeUndefined();
  });

  it("the blow that kills the last enemy ends the fight", () => {
    const game = start(fightFloor(core, [{ def: "core:rat", tweak: (c) => (c.health = 1) }]));
    for (let i = 0; i < STEPS_TO_DEN; i++) move(game);
    let out: Outcome | undefined;
    for (let i = 0; i < 20 && game.state.combat; i++) out = play(game, "use core:attack");
    expect(game.state.combat).toBeUndefined();
    expect(out!.changes).toMatchObject({ modeBefore: "fighting", modeAfter: "exploring" });
  });

  it("a descent reports the floor entered", () => {
    const game = start(drawnFloor(["####", "#@>#", "####"]));
    move(game);
    const out = play(game, "descend");
    expect(out.kind).toBe("turn_passed");
    expect(out.changes).toMatchObject({ modeBefore: "exploring", modeAfter: "exploring", floorEntered: 2 });
  });

  it("a talk opens the dialog, its shop option moves to the counter, leaving closes it; a quest offer taken moves the quests", () => {
    const game = hall();
    const talk = play(game, "talk");
    expect(talk.changes).toMatchObject({ modeBefore: "exploring", modeAfter: "talking", questsMoved: false });
    const shop = play(game, "choose 1");
    expect(shop.changes).toMatchObject({ modeBefore: "talking", modeAfter: "trading" });
    const leave = play(game, "leave");
    expect(leave.changes).toMatchObject({ modeBefore: "trading", modeAfter: "exploring" });
    play(game, "talk");
    const offer = play(game, "choose 2");
    expect(offer.kind).toBe("turn_passed");
    expect(offer.changes.questsMoved).toBe(true);
    expect(game.state.quests["core:goblin_bounty"]?.state).toBe("active");
  });
});
