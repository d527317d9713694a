import { describe, expect, it } from "vitest";
import { createGame, Game, parseCommandLine, type Command } from "../../src/game/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { Rng } from "../../src/lib/rng.js";
import { parseSave, refusalLine, serialiseSave, SAVE_SCHEMA } from "../../src/save/format.js";
import { coreRegistries } from "../ui/fixtures.js";
import { merchantWalk } from "../helpers/merchant-walk.js";

const registries = coreRegistries();
const HEADER = { game_version: "test", mods: [{ id: "core", version: "0.1.0" }] };
const OPTIONS = ["core:human", "core:warrior"];

function newGame(seed: string): Game {
  const game = createGame(registries, { seed, name: "Ada", options: OPTIONS }, { buildFloor });
  if (!(game instanceof Game)) throw new Error(game.error);
  return game;
}

/** A seeded wander: steps, runs, rests and attacks, so fights and refusals happen too. */
function commands(seed: string, n: number): Command[] {
  const rng = Rng.fromSeed(seed);
  const dirs = ["n", "ne", "e", "se", "s", "sw", "w", "nw"];
  return Array.from({ length: n }, () => {
    const pick = rng.int(0, 9);
    const line = pick < 6 ? `move ${dirs[rng.int(0, 7)]}` : pick < 7 ? `run ${dirs[rng.int(0, 7)]}` : pick < 8 ? "rest" : "use core:attack";
    const c = parseCommandLine(line);
    if ("error" in c) throw new Error(c.error);
    return c;
  });
}

function reload(game: Game): Game {
  const back = parseSave(serialiseSave(game.state, HEADER), "test");
  if ("refused" in back) throw new Error(back.refused);
  return new Game(back.state, { buildFloor });
}

describe("save format", () => {
  it("save → load → save gives the same bytes", () => {
    const game = newGame("11");
    for (const c of commands("walk", 60)) game.execute(c, registries);
    const first = serialiseSave(game.state, HEADER);
    const second = serialiseSave(reload(game).state, HEADER);
    expect(second).toBe(first);
    expect(first.startsWith(`schema = ${SAVE_SCHEMA}\ngame_version = "test"\n`)).toBe(true);
    // Tiles are kept as the ASCII rows they are.
    expect(first).toContain(JSON.stringify(game.state.floor.tiles[0]));
  });

  it("a loaded game and the unsaved one, given the same commands, end in the same state", () => {
    for (const seed of ["1", "2", "3"]) {
      const unsaved = newGame(seed);
      const before = commands(`before-${seed}`, 30);
      const after = commands(`after-${seed}`, 120);
      for (const c of before) unsaved.execute(c, registries);
      const loaded = reload(unsaved);
      const a = after.map((c) => unsaved.execute(c, registries));
      const b = after.map((c) => loaded.execute(c, registries));
      expect(b).toEqual(a);
      expect(loaded.state).toEqual(unsaved.state);
      expect(loaded.state.turn).toBeGreaterThan(30);
    }
  });

  it("shop goods and floor piles are the same after a save and load", () => {
    const walk = merchantWalk(registries, OPTIONS);
    const game = newGame(walk.seed);
    for (const step of walk.steps) game.execute({ kind: "move", dir: step } as Command, registries);
    const drop = parseCommandLine(`drop ${game.state.player.inventory[0]!.uid}`);
    if ("error" in drop) throw new Error(drop.error);
    expect(game.execute(drop, registries).kind).toBe("turn_passed");
    const loaded = reload(game);
    const stock = (g: Game) => g.state.floor.rooms.flatMap((r) => r.npcs.map((n) => n.stock));
    expect(stock(game).flat().length).toBeGreaterThan(0);
    expect(stock(loaded)).toEqual(stock(game));
    expect(game.state.floor.piles.some((p) => p.items.length > 0)).toBe(true);
    expect(loaded.state.floor.piles).toEqual(game.state.floor.piles);
  });

  it("a floor without stairs keeps stairs = null through TOML, which has no null", () => {
    const game = newGame("4");
    game.state.floor.stairs = null;
    expect(reload(game).state.floor.stairs).toBeNull();
  });
});

describe("refusing a save", () => {
  const text = serialiseSave(newGame("5").state, HEADER);

  it("another schema version is refused naming both", () => {
    const back = parseSave(text.replace(`schema = ${SAVE_SCHEMA}`, `schema = ${SAVE_SCHEMA + 1}`), "9.9.9");
    expect(back).toEqual({
      refused: `the save has schema ${SAVE_SCHEMA + 1} (rustkeep test); this rustkeep 9.9.9 reads schema ${SAVE_SCHEMA}`,
    });
  });

  it("a file that is not TOML is refused with its line", () => {
    const lines = text.split("\n");
    lines[9] = "turn = = 3";
    const back = parseSave(lines.join("\n"), "test");
    expect("refused" in back && back.refused).toMatch(/^line 10: not valid TOML/);
  });

  it("TOML that breaks the format is refused with the field and its line", () => {
    const lines = text.split("\n");
    const at = lines.findIndex((l) => l.startsWith("turn = "));
    lines[at] = 'turn = "soon"';
    const back = parseSave(lines.join("\n"), "test");
    expect("refused" in back && refusalLine(back)).toContain(`line ${at + 1}: game.turn:`);
  });

  it("a short refusal spells out the first problems and counts the rest", () => {
    const r = { refused: "the save does not match, 4 problems", problems: ["line 1: a", "line 2: b", "line 3: c", "line 4: d"] };
    expect(refusalLine(r, 2)).toBe("the save does not match, 4 problems: line 1: a; line 2: b (+2 more)");
    expect(refusalLine(r)).toBe("the save does not match, 4 problems: line 1: a; line 2: b; line 3: c; line 4: d");
  });
});
