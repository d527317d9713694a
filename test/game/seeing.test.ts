import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import { enemiesInSight } from "../../src/game/floor.js";
import { countedNames } from "../../src/game/wording.js";
import { ARENA } from "../helpers/arena-mod.js";
import { manifest } from "../helpers/fixture-mods.js";
import { loadOk, makeProfile, TINY_CORE } from "../helpers/profile.js";
import { pictured } from "../helpers/scenario.js";

// A room that heals on entering tells when `room_entered` fired (the hero starts hurt).
const SHRINE = {
  "manifest.toml": manifest("shrine", ["arena"]),
  "s.toml": `[[prefabs]]\nid = "room1"\ntags = ["shrine:x"]\nlayout = """\n###\n#.+\n###\n"""\ntriggers = [{ on = "room_entered", actions = [{ heal = 1 }] }]\n`,
};
const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA, shrine: SHRINE }));

/** A corridor to a guarded room's door; `e` spots hold arena dummies. */
function guarded(picture = ["       ######", " @.....D...e#", "       #..e.#", "       ######"]) {
  const { build, spots } = pictured(picture, "arena:dummy");
  const game = createGame(registries, { seed: "s", name: "S", options: ["arena:fighter"] }, { buildFloor: build });
  if (!(game instanceof Game)) throw new Error(game.error);
  const move = (dir: "e" | "w" | "se", times = 1) => {
    let out;
    for (let i = 0; i < times; i++) out = game.execute({ kind: "move", dir }, registries);
    return out!;
  };
  return { game, state: game.state, spots, move };
}

const seenAt = (state: Game["state"], [x, y]: readonly [number, number]) => state.floor.seen?.[y]?.[x] === "1";

describe("seeing from a doorway", () => {
  it("the room beyond a door and who is in it are unseen from the corridor", () => {
    const { state, move } = guarded();
    move("e", 5);
    expect(enemiesInSight(state.floor)).toBe(0);
    expect(seenAt(state, [11, 1])).toBe(false);
  });

  it("standing on the door shows the whole room and its enemies, says who is inside, and starts no fight", () => {
    const { state, move, spots } = guarded();
    const out = move("e", 6);
    expect(state.player.pos).toEqual(spots["D"]);
    expect(out.messages).toEqual(["Inside: 2 dummies."]);
    expect(state.combat).toBeUndefined();
    expect(enemiesInSight(state.floor)).toBe(2);
    for (const e of state.floor.rooms[0]!.enemies) expect(seenAt(state, e.pos)).toBe(true);
    // The corridor behind the hero stays in view too: a doorway sees both ways.
    expect(seenAt(state, [6, 1])).toBe(true);
  });

  it("one step off the door into the room starts the fight, with the doorway as the way back", () => {
    const { state, move, spots } = guarded();
    move("e", 6);
    const out = move("e");
    expect(out.messages.join(" ")).toMatch(/block your way!/);
    expect(state.combat).toEqual({ room: 0, from: spots["D"] });
  });

  it("a diagonal step off the door into the room starts it as well", () => {
    const { state, move } = guarded();
    move("e", 6);
    move("se");
    expect(state.combat).toBeDefined();
  });

  it("room_entered fires on stepping inside, not on the door", () => {
    const { build } = pictured(["###    ", "#.D..@ ", "###    "]);
    const floor = (r: typeof registries, n: number, s: string) => {
      const f = build(r, n, s)!;
      f.rooms[0]!.prefab = "shrine:room1";
      return f;
    };
    const game = createGame(registries, { seed: "s", name: "S", options: ["arena:fighter"] }, { buildFloor: floor });
    if (!(game instanceof Game)) throw new Error(game.error);
    game.state.player.health = 10;
    for (let i = 0; i < 3; i++) game.execute({ kind: "move", dir: "w" }, registries);
    expect(game.state.player.health).toBe(10);
    const out = game.execute({ kind: "move", dir: "w" }, registries);
    expect(out.events.map((e) => e.type)).toContain("room_entered");
    expect(game.state.player.health).toBe(11);
  });

  it("an empty room's door says nothing", () => {
    const { move } = guarded(["       ######", " @.....D....#", "       ######"]);
    expect(move("e", 6).messages).toEqual([]);
  });
});

describe("counting names", () => {
  it("reads as English: an article for one, a count and a plural for more, 'and' before the last", () => {
    expect(countedNames(["Giant rat"])).toBe("a giant rat");
    expect(countedNames(["Giant rat", "Giant rat"])).toBe("2 giant rats");
    expect(countedNames(["Giant rat", "Cave spider"])).toBe("a giant rat and a cave spider");
    expect(countedNames(["Giant rat", "Ogre", "Giant rat", "Cave bat"])).toBe("2 giant rats, an ogre and a cave bat");
    expect(countedNames(["Dummy", "Dummy", "Lynx", "Lynx"])).toBe("2 dummies and 2 lynxes");
  });

  it("keeps a proper name as written", () => {
    expect(countedNames(["Grisklaw, the Rat King", "Plague rat"])).toBe("Grisklaw, the Rat King and a plague rat");
  });
});
