import { describe, expect, it } from "vitest";
import { attribute, type Game } from "../../src/game/index.js";
import { travelStart, travelStep, type TravelGoal } from "../../src/game/queries/index.js";
import { ARENA } from "../helpers/arena-mod.js";
import { loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";
import { picturedGame, playTravel } from "../helpers/pictured-game.js";

/** Someone to meet on a travel: an NPC with nothing but a name. */
const FOLK = {
  "manifest.toml": manifest("folk", ["core"]),
  "folk.toml": '[[npcs]]\nid = "pell"\nname = "Old Pell"\nsymbol = { char = "@" }\ndialog = [{ text = "Goodbye." }]\n',
};
const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA, folk: FOLK }));
/** Resting mends 2 a turn, up to 70% of max health. */
const tuned = loadOk(
  makeProfile({
    core: TINY_CORE,
    arena: ARENA,
    tuning: { "manifest.toml": manifest("tuning", ["arena"]), "b.toml": "[balance]\nrest_health = 2\nrest_health_limit = 0.7\n" },
  }),
).registries;

/** A game on a labelled drawing; `>` in it is the floor's stairs, the spot `1` (in a room) Old Pell. */
const scenario = (picture: string[], reg = registries) => picturedGame(reg, picture, { npc: "folk:pell" });

/** Plays a travel as the UI does; an NPC stopped beside joins `memory`. */
const travel = (game: Game, goal: TravelGoal, memory?: { npcs?: Set<string> }, reg = registries) =>
  playTravel(game, reg, goal, memory ? { memory } : {});

const beside = (a: readonly number[], b: readonly number[]) => Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!)) <= 1;

describe("auto-explore (o): where it walks and why it stops", () => {
  it("walks a corridor and a room until nothing is left unseen, one turn a step", () => {
    const { game, state } = scenario(["       ###### ", " @.....+....# ", "       #....# ", "       ###### "]);
    const { reason, turns } = travel(game, "explore");
    expect(reason).toBe("stopped: fully explored");
    expect(turns).toBeGreaterThan(5);
    // Every walkable tile is on the map now, the room's far corner too.
    expect(state.floor.seen![2]![11]).toBe("1");
    // Pressed again, it says so at once and takes no turn.
    expect(travel(game, "explore")).toEqual({ reason: "stopped: fully explored", turns: 0 });
  });

  it("stops on the doorway of a guarded room, says why, and never starts the fight", () => {
    const { game, state, spots } = scenario(["        #####  ", " @......D.e.+. ", "        #...#  ", "        #####  "]);
    expect(travel(game, "explore").reason).toBe("stopped: enemies behind this door");
    expect(state.player.pos).toEqual(spots.D);
    expect(state.combat).toBeUndefined();
    // Pressed again there, what is left unseen lies past the enemies (the far door): it says that, and stays.
    expect(travel(game, "explore")).toEqual({ reason: "stopped: the rest lies past enemies", turns: 0 });
    expect(state.combat).toBeUndefined();
  });

  it("stops on a pile it walks to, and walks on past it the next time", () => {
    const { game, state } = scenario(["  ######  ", " @+..l.#  ", "  #....+. ", "  ######  "]);
    expect(travel(game, "explore").reason).toBe("stopped: a pile here");
    expect(state.player.pos).toEqual(state.floor.piles[0]!.pos);
    // The pile remembers the hero stood on it (`visited`), so no memory of the keyboard's is needed.
    expect(travel(game, "explore").reason).toBe("stopped: fully explored");
  });

  it("stops once beside an NPC, naming it; walking on from there does not stop at the same NPC again", () => {
    // A hall one tile high: the way on to the far door goes over Pell's tile.
    const picture = ["       ########   ", " @.....+...1..+.. ", "       ########   "];
    const { game, state, spots } = scenario(picture);
    const memory = { npcs: new Set<string>() };
    expect(travel(game, "explore", memory).reason).toBe("stopped: Old Pell is here");
    expect(beside(state.player.pos, spots["1"]!)).toBe(true);
    expect(memory.npcs.size).toBe(1);
    // Walked away, the next o takes the hero back past Pell and on to the end of the floor.
    const stoppedAt = [...state.player.pos];
    for (let i = 0; i < 2; i++) game.execute({ kind: "move", dir: "w" }, registries);
    expect(beside(state.player.pos, spots["1"]!)).toBe(false);
    expect(travel(game, "explore", memory).reason).toBe("stopped: fully explored");
    // The memory is what lets it pass: a fresh one, from the same place, stops at Pell again.
    const again = scenario(picture);
    travel(again.game, "explore");
    expect(again.state.player.pos).toEqual(stoppedAt);
    for (let i = 0; i < 2; i++) again.game.execute({ kind: "move", dir: "w" }, registries);
    expect(travel(again.game, "explore").reason).toBe("stopped: Old Pell is here");
  });

  it("does not stop for an NPC the hero already stands beside when it sets out", () => {
    const { game, state, spots } = scenario(["  ######  ", " @+1...#  ", "  #....#  ", "  ######  "]);
    game.execute({ kind: "move", dir: "e" }, registries);
    expect(beside(state.player.pos, spots["1"]!)).toBe(true);
    expect(travel(game, "explore").reason).toBe("stopped: fully explored");
  });

  it("stops while a harmful effect ticks on the hero, naming it", () => {
    const { game, state } = scenario([" @....... "]);
    state.player.modifiers.push({ id: "arena:poisoned", remaining: 3 });
    expect(travel(game, "explore")).toEqual({ reason: "stopped: poisoned", turns: 0 });
  });
});

describe("travel to the stairs (> off them)", () => {
  it("refuses before the stairs are seen, then walks there once they are", () => {
    const { game, state } = scenario(["   #######", " @.+....>#", "   #.....#", "   #######"]);
    expect(travel(game, "stairs")).toEqual({ reason: "stopped: the stairs are not found yet", turns: 0 });
    // Two steps east: the doorway shows the room, the stairs in it.
    for (let i = 0; i < 2; i++) game.execute({ kind: "move", dir: "e" }, registries);
    const { reason, turns } = travel(game, "stairs");
    expect(reason).toBe("stopped: on the stairs");
    expect(turns).toBe(5);
    expect(state.player.pos).toEqual(state.floor.stairs);
  });
});

describe("travel to the stairs (> off them) meets NPCs on the way", () => {
  it("stops beside an NPC on the way, once, then walks on to the stairs", () => {
    const { game, state, spots } = scenario(["   #########", " @.+...1..>#", "   #.......#", "   #########"]);
    for (let i = 0; i < 2; i++) game.execute({ kind: "move", dir: "e" }, registries);
    const memory = { npcs: new Set<string>() };
    const met = travel(game, "stairs", memory);
    expect(met.reason).toBe("stopped: Old Pell is here");
    expect(met.turns).toBeGreaterThan(0);
    expect(beside(state.player.pos, spots["1"]!)).toBe(true);
    expect(travel(game, "stairs", memory).reason).toBe("stopped: on the stairs");
    expect(state.player.pos).toEqual(state.floor.stairs);
  });
});

describe("rest until healed (R)", () => {
  it("rests while resting mends, and stops at rest_health_limit saying it mends no further", () => {
    const { game, state } = scenario([" @....... "], tuned);
    const max = attribute(state.player, "max_health", tuned, state);
    state.player.health = 2;
    const { reason, turns } = travel(game, "rest", undefined, tuned);
    expect(reason).toBe("stopped: resting mends no further");
    expect(turns).toBeGreaterThan(1);
    expect(state.player.health).toBe(Math.floor(max * 0.7));
  });

  it("counts max health whole, as the rest command and the status line do: at 25 of 25.3 the hero is fully rested", () => {
    const { game, state } = scenario([" @....... "]);
    state.player.base.max_health = (state.player.base.max_health ?? 0) + 0.3;
    const max = attribute(state.player, "max_health", registries, state);
    expect(Number.isInteger(max)).toBe(false);
    state.player.health = Math.round(max);
    expect(travel(game, "rest")).toEqual({ reason: "stopped: fully rested", turns: 0 });
  });

  it("stops at once when whole and rested", () => {
    const { game } = scenario([" @....... "]);
    expect(travel(game, "rest")).toEqual({ reason: "stopped: fully rested", turns: 0 });
  });

  it("where o stopped, on a guarded doorway, first steps back out of it (saying so), then rests", () => {
    const { game, state, spots } = scenario(["        #####  ", " @......D.e.#  ", "        #...#  ", "        #####  "], tuned);
    expect(travel(game, "explore", undefined, tuned).reason).toBe("stopped: enemies behind this door");
    expect(state.player.pos).toEqual(spots.D);
    state.player.health = 2;
    const step = travelStep(state, tuned, "rest", travelStart(state, tuned));
    expect(step).toEqual({ kind: "move", dir: "w", aside: "stepped back from the door to rest" });
    const { reason, turns } = travel(game, "rest", undefined, tuned);
    expect(reason).toBe("stopped: resting mends no further");
    expect(turns).toBeGreaterThan(1);
    expect(state.player.pos).toEqual([spots.D![0] - 1, spots.D![1]]);
    expect(state.player.health).toBeGreaterThan(2);
    expect(state.combat).toBeUndefined();
  });
});
