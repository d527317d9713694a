/**
 * The morgue file of a won and of a lost run, written by the real end-of-run writer into a
 * temp profile and read back: every part the issue lists is there.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { runEndedIn } from "../../src/cli/run-ended.js";
import { createGame, type FloorBuilder, type Game } from "../../src/game/index.js";
import { summarize } from "../../src/ui/run-summary.js";
import { fightFloor, STEPS_TO_DEN, tough } from "../ui/fight.js";
import { coreRegistries } from "../ui/fixtures.js";
import { tempDir } from "../helpers/profile.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const CLOCK = () => new Date(2026, 11, 1, 10, 42, 33);
const PROGRAM = {
  version: "9.9.9-test",
  mods: [
    { id: "core", version: "1.2.3" },
    { id: "frost", version: "0.1.0" },
  ],
};

/** The fight floor with stairs in the den (x 7); floors past `last` do not exist, so descending there wins. */
function stairsFloor(foes: Parameters<typeof fightFloor>[1], last: number): FloorBuilder {
  return (registries, number, seed) => {
    if (number > last) return undefined;
    const floor = fightFloor(registries, foes)(registries, number, seed)!;
    floor.tiles[1] = `${floor.tiles[1]!.slice(0, 7)}>${floor.tiles[1]!.slice(8)}`;
    return { ...floor, stairs: [7, 1] };
  };
}

function hero(floor: FloorBuilder, seed: string): Game {
  const made = createGame(core, { seed, name: "Ada", options: ["core:dwarf", "core:warrior"] }, { buildFloor: floor });
  if ("error" in made) throw new Error(made.error);
  return made;
}

/** Ends the run through the real writer and reads back the one morgue file it wrote. */
function morgueOf(game: Game): string {
  const home = tempDir("rk-morgue-");
  const report = runEndedIn(home, CLOCK, core, PROGRAM)(summarize(game.state, core), game.state);
  expect(report.notes[0]).toMatch(/^morgue file: /);
  const files = readdirSync(join(home, "morgue"));
  expect(files).toHaveLength(1);
  return readFileSync(join(home, "morgue", files[0]!), "utf8");
}

/** Every part the issue names, in either outcome. */
function expectEveryPart(text: string): void {
  expect(text).toMatch(/^rustkeep 9\.9\.9-test morgue file, 2026-12-01 10:42:33$/m);
  expect(text).toMatch(/^Ada, floor \d+, turn \d+$/m);
  expect(text).toMatch(/^Race: Dwarf · Class: Warrior$/m);
  expect(text).toMatch(/^mode normal$/m);
  expect(text).toMatch(/^seed \S+ — replay it with --seed \S+$/m);
  expect(text).toMatch(/^game version 9\.9\.9-test$/m);
  expect(text).toMatch(/^mods core 1\.2\.3, frost 0\.1\.0$/m);
  // Every attribute with its parts, the sheet's words.
  expect(text).toMatch(/^Attributes \(level \d+, exp \d+\/\d+/m);
  expect(text).toMatch(/^ {2}strength \d+: base \d+.*Warrior \(class\)/m);
  expect(text).toMatch(/^ {2}max health \d+: base \d+, .*stat table: constitution \d+ → \+\d+/m);
  expect(text).toMatch(/^Worn\n {2}Main hand: /m);
  expect(text).toMatch(/^Carried\n/m);
  expect(text).toMatch(/^Quests done\n/m);
  expect(text).toMatch(/^Quests open\n/m);
  expect(text).toMatch(/^Kills by creature \(\d+ in all\)$/m);
  expect(text).toMatch(/^Floors\n {2}floor 1, reached on turn 0$/m);
  expect(text).toMatch(/^Last messages\n {2}Welcome, Ada the Dwarf Warrior/m);
  // The explored map: the corridor and the den as drawn, the hero on it.
  expect(text).toMatch(/^Map of floor \d+ \(what you saw\)\n {2}#{13}\n {2}#.*@.*#\n {2}#{13}$/m);
}

describe("the morgue file", () => {
  it("of a lost run holds every part: who, how, attributes with parts, gear with affixes, quests, kills by kind, floors, messages, the map", () => {
    const game = hero(stairsFloor([{ def: "core:rat", tweak: (c) => ((c.base.strength = 500), tough(100)(c)) }], 1), "lost");
    // What was carried, with an affix, and the quests as the run left them.
    game.state.player.inventory.push({ uid: 900, def: "core:dagger", affixes: [{ id: "core:keen", tier: 2 }], count: 1 });
    game.state.quests["core:rat_catcher"] = { state: "active", progress: 0 };
    game.state.quests["core:web_cutter"] = { state: "completed", progress: 3 };
    for (let i = 0; i < STEPS_TO_DEN; i++) game.execute({ kind: "move", dir: "e" }, core);
    while (!game.state.over) game.execute({ kind: "rest" }, core);
    const text = morgueOf(game);
    expectEveryPart(text);
    expect(text).toMatch(/^Died\nslain by Giant rat's/m);
    expect(text).toMatch(/^ {2}Keen dagger \(affixes: Keen tier 2\)$/m);
    expect(text).toMatch(/^Quests done\n {2}Web cutter \d+\/\d+\nQuests open\n {2}Rat catcher 0\/\d+$/m);
    expect(text).toMatch(/^Kills by creature \(0 in all\)\n {2}none$/m);
    expect(text).toMatch(/^ {2}! .*You die\.$/m);
  });

  it("of a won run names the win, each floor with the turn it was reached, and the kills by kind", () => {
    const weak = [
      { def: "core:rat", tweak: tough(1) },
      { def: "core:rat", tweak: tough(1) },
    ];
    const game = hero(stairsFloor(weak, 2), "won");
    const clearAndDescend = () => {
      for (let i = 0; i < STEPS_TO_DEN; i++) game.execute({ kind: "move", dir: "e" }, core);
      for (let i = 0; i < 50 && game.state.combat; i++) game.execute({ kind: "use_ability", ability: "core:attack", target: 0 }, core);
      expect(game.state.combat).toBeUndefined();
      while (game.state.player.pos[0] < 7) game.execute({ kind: "move", dir: "e" }, core);
      game.execute({ kind: "descend" }, core);
    };
    clearAndDescend();
    const reached = game.state.turn - 1;
    clearAndDescend();
    expect(game.state.over?.outcome).toBe("won");
    const text = morgueOf(game);
    expectEveryPart(text);
    expect(text).toMatch(/^Won\ndescended past floor 2$/m);
    expect(text).toMatch(new RegExp(`^Floors\\n {2}floor 1, reached on turn 0\\n {2}floor 2, reached on turn ${reached}$`, "m"));
    expect(text).toMatch(/^Kills by creature \(4 in all\)\n {2}Giant rat 4$/m);
    expect(text).toMatch(/^ {2}▲? ?.*You have won!$/m);
  });

  it("escapes what mods and saves wrote: a control character in a name or a log line reaches the file as an escape", () => {
    const game = hero(stairsFloor([{ def: "core:rat", tweak: (c) => ((c.base.strength = 500), tough(100)(c)) }], 1), "esc");
    game.state.player.name = "Ada\u001b[2J";
    for (let i = 0; i < STEPS_TO_DEN; i++) game.execute({ kind: "move", dir: "e" }, core);
    while (!game.state.over) game.execute({ kind: "rest" }, core);
    game.state.log.push("Bomb\u001b]0;pwned\u0007 explodes.");
    game.state.player.inventory.push({ uid: 901, def: "gone:trinket\u009b", affixes: [], count: 1 });
    const text = morgueOf(game);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(text).toContain("Ada\\u001b[2J");
    expect(text).toContain("Bomb\\u001b]0;pwned\\u0007 explodes.");
    expect(text).toContain("gone:trinket\\u009b");
  });
});
