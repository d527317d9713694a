import { describe, expect, it } from "vitest";
import { Game, type ItemInstance } from "../../src/game/index.js";
import { layDown } from "../../src/game/piles.js";
import { reveal } from "../../src/game/floor.js";
import { gameSchema } from "../../src/save/schema.js";
import { ARENA } from "../helpers/arena-mod.js";
import { loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";
import { picturedGame, playTravel } from "../helpers/pictured-game.js";

/** A currency, a potion (tagged for autopickup) and a rag, on top of the arena. */
const STUFF = {
  "manifest.toml": manifest("stuff", ["arena"]),
  "stuff.toml": `[[items]]
id = "tonic"
name = "Tonic"
symbol = { char = "!" }
stackable = true
actions = [{ heal = 1 }]
tags = ["stuff:potion"]

[[items]]
id = "rag"
name = "Rag"
symbol = { char = "(" }

[[affixes]]
id = "wet"
name = "Wet"
tiers = [{ modifiers = [{ attribute = "evasion", flat = -1 }] }]
`,
  "balance.toml": '[balance]\ncurrency = "core:gold"\nautopickup_tags = ["stuff:potion"]\n',
};
const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA, stuff: STUFF }));

const scenario = (picture: string[]) => picturedGame(registries, picture, { seed: "p" });

let uid = 1000;
const item = (def: string, count = 1, affixes: string[] = []): ItemInstance => ({
  uid: uid++,
  def,
  affixes: affixes.map((id) => ({ id, tier: 1 })),
  count,
});

/** A travel as the UI plays it (autopickup's `pickup auto` included), until it says why it stops. */
const explore = (game: Game, autopickup = false) => playTravel(game, registries, "explore", { autopickup });

const HALL = ["  ######  ", " @+....#  ", "  #....+. ", "  ######  "];

describe("explore and the piles the hero knows", () => {
  it("does not walk back to what the hero dropped, even after a save", () => {
    const { game, state } = scenario(HALL);
    game.execute({ kind: "move", dir: "e" }, registries);
    game.execute({ kind: "move", dir: "e" }, registries);
    state.player.inventory.push(item("stuff:rag"), item("stuff:rag"));
    const rags = state.player.inventory.filter((i) => i.def === "stuff:rag").map((i) => i.uid);
    expect(game.execute({ kind: "drop_many", items: rags }, registries).kind).toBe("turn_passed");
    const dropped = state.player.pos;
    expect(explore(game).reason).toBe("stopped: fully explored");
    expect(state.player.pos).not.toEqual(dropped);
    // The mark is the pile's, in the save: a reloaded run does not walk back either.
    const again = new Game(gameSchema().parse(JSON.parse(JSON.stringify(state))) as typeof state, { buildFloor: () => undefined });
    expect(explore(again)).toEqual({ reason: "stopped: fully explored", turns: 0 });
  });

  it("stops on a pile it walks to, and walks on past it the next time", () => {
    const { game, state } = scenario(["  ######  ", " @+..l.#  ", "  #....+. ", "  ######  "]);
    expect(explore(game).reason).toBe("stopped: a pile here");
    expect(state.player.pos).toEqual(state.floor.piles[0]!.pos);
    expect(explore(game).reason).toBe("stopped: fully explored");
  });

  it("walks to a fresh drop in the room it stands in before the unseen beyond the door", () => {
    // The hero on the room's east door: the corridor beyond is unseen and one step away; the drop is four.
    const { game, state, spots } = scenario(["  ######    ", "  #1...D... ", "  #....#    ", "  ######    "]);
    state.player.pos = [...spots.D!];
    reveal(state.floor, ...spots.D!);
    // A creature's death lays its drop as news, as `leaveDrop` does.
    layDown(state.floor, spots["1"]!, [item("stuff:rag")], registries);
    expect(explore(game)).toEqual({ reason: "stopped: a pile here", turns: 4 });
    expect(state.player.pos).toEqual(spots["1"]);
    // The corridor's end is still unseen: the drop came first.
    expect(state.floor.seen![1]![10]).toBe("0");
  });

  it("a creature's drop onto a pile the hero knows makes it news again", () => {
    const { state } = scenario(HALL);
    layDown(state.floor, [4, 1], [item("stuff:rag")], registries, true);
    expect(state.floor.piles[0]!.visited).toBe(true);
    layDown(state.floor, [4, 1], [item("stuff:tonic")], registries);
    expect(state.floor.piles[0]!.visited).toBeUndefined();
  });
});

describe("junk", () => {
  it("a pile holding only junk is passed by; one thing more and explore walks to it", () => {
    const { game, state } = scenario(HALL);
    const wet = item("stuff:rag", 1, ["stuff:wet"]);
    state.player.inventory.push(wet);
    // Marked outside time: no turn.
    const out = game.execute({ kind: "junk", item: wet.uid }, registries);
    expect(out).toMatchObject({ kind: "turn_passed", messages: ["Wet rag is junk now: exploring passes it by, autopickup leaves it."] });
    expect(state.turn).toBe(0);
    expect(state.junk).toEqual(["stuff:rag+stuff:wet"]);
    // The kind is the definition and its affixes: a plain rag is another kind.
    state.floor.piles.push({ pos: [5, 2], items: [item("stuff:rag", 1, ["stuff:wet"])] });
    expect(explore(game).reason).toBe("stopped: fully explored");
    state.floor.piles[0]!.items.push(item("stuff:rag"));
    delete state.floor.piles[0]!.visited;
    expect(explore(game).reason).toBe("stopped: a pile here");
    expect(state.player.pos).toEqual([5, 2]);
    // Marked again, the mark comes off; the save keeps none then.
    game.execute({ kind: "junk", item: wet.uid }, registries);
    expect(state.junk).toBeUndefined();
  });

  it("autopickup takes the gold and the potions a travel comes to, never junk, and walks on when nothing else is left", () => {
    const { game, state } = scenario(HALL);
    const junkTonic = item("stuff:tonic", 1, ["stuff:wet"]);
    state.player.inventory.push(junkTonic);
    game.execute({ kind: "junk", item: junkTonic.uid }, registries);
    const gold = state.player.inventory.find((i) => i.def === "core:gold")?.count ?? 0;
    state.floor.piles.push({ pos: [5, 2], items: [item("core:gold", 7), item("stuff:tonic", 2), item("stuff:tonic", 1, ["stuff:wet"])] });
    expect(explore(game, true).reason).toBe("stopped: fully explored");
    expect(state.player.inventory.find((i) => i.def === "core:gold")!.count).toBe(gold + 7);
    expect(state.player.inventory.find((i) => i.def === "stuff:tonic" && i.affixes.length === 0)!.count).toBe(2);
    expect(state.floor.piles).toEqual([
      expect.objectContaining({
        pos: [5, 2],
        items: [expect.objectContaining({ def: "stuff:tonic", affixes: [{ id: "stuff:wet", tier: 1 }] })],
      }),
    ]);
    expect(state.log.filter((l) => l.startsWith("You pick up"))).toEqual(["You pick up Gold ×7 and Tonic ×2."]);
  });

  it("autopickup leaves a rag, so the travel stops on it", () => {
    const { game, state } = scenario(HALL);
    state.floor.piles.push({ pos: [5, 2], items: [item("core:gold", 3), item("stuff:rag")] });
    expect(explore(game, true).reason).toBe("stopped: a pile here");
    expect(state.floor.piles[0]!.items.map((i) => i.def)).toEqual(["stuff:rag"]);
  });
});

describe("drop-many", () => {
  it("lays several items on the tile as one turn, and refuses a list naming something not carried, changing nothing", () => {
    const { game, state } = scenario(HALL);
    const [a, b, c] = [item("stuff:rag"), item("stuff:tonic", 3), item("stuff:rag", 1, ["stuff:wet"])];
    state.player.inventory.push(a, b, c);
    const refused = game.execute({ kind: "drop_many", items: [a.uid, 9999] }, registries);
    expect(refused).toMatchObject({ kind: "rejected", reason: "You have no item 9999." });
    expect(state.player.inventory).toContain(a);
    expect(game.execute({ kind: "drop_many", items: [a.uid, a.uid] }, registries).kind).toBe("rejected");
    const out = game.execute({ kind: "drop_many", items: [a.uid, b.uid, c.uid] }, registries);
    expect(out).toMatchObject({ kind: "turn_passed", messages: ["You drop Rag, Tonic ×3 and Wet rag."] });
    expect(state.turn).toBe(1);
    expect(state.floor.piles).toEqual([{ pos: state.player.pos, items: [a, b, c], visited: true }]);
    expect(state.player.inventory.some((i) => [a.uid, b.uid, c.uid].includes(i.uid))).toBe(false);
  });
});
