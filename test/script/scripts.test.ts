import { describe, expect, it } from "vitest";
import { EVERY_TURN, scriptedArena } from "../helpers/script-mod.js";
import { Game } from "../../src/game/index.js";
import { MAX_SCRIPT_DEPTH } from "../../src/game/effects/run-script.js";
import { parseSave, serialiseSave } from "../../src/save/format.js";

const tokens = (game: Game) => game.state.player.inventory.filter((i) => i.def === "sc:token").reduce((n, i) => n + i.count, 0);
const gold = (game: Game) => game.state.player.inventory.filter((i) => i.def === "core:gold").reduce((n, i) => n + i.count, 0);

describe("run_script", () => {
  it("a script's action takes effect", async () => {
    const { game, step, load } = await scriptedArena({ mark: `act({ add_modifier: "sc:marked" });` }, EVERY_TURN("mark"));
    expect(load.lines).toEqual([]);
    step();
    expect(game.state.player.modifiers.map((m) => m.id)).toEqual(["sc:marked"]);
  });

  it("args reach the script, and its numbers become the action's", async () => {
    const { game, step } = await scriptedArena(
      { pay: `act({ give_item: "sc:token", count: args.base * 2 + turn() });` },
      EVERY_TURN("pay", "{ base = 3 }"),
    );
    step();
    step();
    // Turn 0 gives 6, turn 1 gives 7.
    expect(tokens(game)).toBe(13);
  });

  it("a script reading a condition fact sees what the condition sees", async () => {
    // One trigger asks the condition, the other the script; both pay only while the hero is marked.
    const triggers = `[
      { on = "turn_ended", condition = [{ has_modifier = "sc:marked" }], actions = [{ give_item = "core:gold" }] },
      { on = "turn_ended", actions = [{ run_script = "sc:ask" }] },
      { on = "turn_ended", chance = 0.5, actions = [{ add_modifier = "sc:marked", duration = 1 }] },
    ]`;
    const { game, step } = await scriptedArena({ ask: `if (has_modifier("self", "sc:marked")) act({ give_item: "sc:token" });` }, triggers);
    for (let i = 0; i < 16; i++) step();
    expect(gold(game)).toBeGreaterThan(0);
    expect(gold(game)).toBeLessThan(16);
    expect(tokens(game)).toBe(gold(game));
  });

  it("attribute() counts every source, as a condition does", async () => {
    const triggers = `[{ on = "turn_ended", actions = [{ add_modifier = "sc:strong" }, { run_script = "sc:count" }] }]`;
    const extra = `[[modifiers]]\nid = "strong"\nname = "Strong"\nduration = 5\nmodifiers = [{ attribute = "strength", flat = 3 }, { attribute = "strength", percent = 100 }]\n`;
    const { game, step, load } = await scriptedArena(
      { count: `act({ give_item: "sc:token", count: attribute("self", "strength") });` },
      triggers,
      [],
      extra,
    );
    step();
    const strength = game.attribute(game.state.player, "strength", load.registries);
    expect(strength).toBeGreaterThan(3);
    expect(tokens(game)).toBe(strength);
  });
});

describe("a script that fails", () => {
  it("while(true){} is stopped with one log line and the game goes on", async () => {
    const { game, step } = await scriptedArena({ spin: `act({ give_item: "sc:token" });\nwhile (true) {}` }, EVERY_TURN("spin"));
    const out = step();
    // The place is the loop's own (test/script/stop-location.test.ts has every kind of loop).
    const lines = out.messages.filter((m) => m.includes("sc/spin.js"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\(script error: sc\/spin\.js:2:1: stopped: it ran past its operation budget \(an endless loop\?\); its actions were discarded\)$/,
    );
    expect(tokens(game)).toBe(0);
    const [x] = game.state.player.pos;
    step();
    expect(game.state.player.pos[0]).toBe(x + 1);
  });

  it("a thrown error names file:line:col, the column counted in the file (line 1 too)", async () => {
    const { step } = await scriptedArena(
      { one: `throw new Error("nope");`, two: `act({ heal: 1 });\nthrow new Error("nope");` },
      `[{ on = "turn_ended", actions = [{ run_script = "sc:one" }, { run_script = "sc:two" }] }]`,
    );
    const errors = step().messages.filter((m) => m.startsWith("(script error"));
    expect(errors).toEqual([
      "(script error: sc/one.js:1:16: Error: nope; its actions were discarded)",
      "(script error: sc/two.js:2:16: Error: nope; its actions were discarded)",
    ]);
  });

  it("a malformed action is refused with a warning; the script's good actions still run", async () => {
    const script = `act({ damage: -1 });\nact({ give_item: "sc:nope" });\nact({ heal: 2, count: 3 });\nact("heal");\nact({ give_item: "sc:token" });`;
    const { game, step } = await scriptedArena({ bad: script }, EVERY_TURN("bad"));
    const refused = step().messages.filter((m) => m.startsWith("(script sc:bad"));
    expect(refused).toHaveLength(4);
    expect(refused[1]).toBe('(script sc:bad: act refused: give_item: no item "sc:nope" is loaded)');
    expect(refused[2]).toBe("(script sc:bad: act refused: count: count does not apply to heal)");
    expect(tokens(game)).toBe(1);
  });

  it("a script that starts itself is refused past MAX_SCRIPT_DEPTH, once, and the next turn starts from the top again", async () => {
    const { game, step } = await scriptedArena(
      { again: `act({ give_item: "sc:token" });\nact({ run_script: "sc:again" });` },
      EVERY_TURN("again"),
    );
    const refusals = (messages: readonly string[]) => messages.filter((m) => m.startsWith("(script sc:again did not run"));
    expect(refusals(step().messages)).toEqual([`(script sc:again did not run: scripts started scripts ${MAX_SCRIPT_DEPTH} deep)`]);
    expect(tokens(game)).toBe(MAX_SCRIPT_DEPTH);
    expect(refusals(step().messages)).toHaveLength(1);
    expect(tokens(game)).toBe(2 * MAX_SCRIPT_DEPTH);
  });

  it("a script's actions count against the turn's action cap", async () => {
    const { game, step } = await scriptedArena(
      { flood: `for (let i = 0; i < 12000; i++) act({ give_item: "sc:token" });` },
      EVERY_TURN("flood"),
    );
    const out = step();
    expect(out.messages.some((m) => m.includes("the limit is 10000 actions a turn"))).toBe(true);
    expect(tokens(game)).toBeLessThan(10000);
  });
});

describe("determinism and state", () => {
  const DICE = { dice: `if (rand() < 0.5) act({ give_item: "sc:token" });\nif (rand() < 0.5) act({ give_item: "core:gold" });` };

  it("a save taken between script calls continues identically (rand() is the game's RNG)", async () => {
    const straight = await scriptedArena(DICE, EVERY_TURN("dice"));
    for (let i = 0; i < 3; i++) straight.step();
    const text = serialiseSave(straight.game.state, { game_version: "test", mods: [] });
    for (let i = 0; i < 3; i++) straight.step();

    const again = await scriptedArena(DICE, EVERY_TURN("dice"));
    const back = parseSave(text, "test");
    if ("refused" in back) throw new Error(back.refused);
    // The walk never leaves the floor: no floor is built after the save.
    const noFloor = () => {
      throw new Error("no floor to build");
    };
    const resumed = new Game(back.state, { buildFloor: noFloor, scripts: again.load.scripts });
    for (let i = 0; i < 3; i++) resumed.execute({ kind: "move", dir: "e" }, again.load.registries);
    expect(serialiseSave(resumed.state, { game_version: "test", mods: [] })).toBe(
      serialiseSave(straight.game.state, { game_version: "test", mods: [] }),
    );
    expect(tokens(resumed) + gold(resumed)).toBeGreaterThan(0);
  });

  it("keeps no hidden state between calls: top-level variables start over, globals cannot be written", async () => {
    const scripts = {
      counter: `let calls = 0;\ncalls++;\nact({ give_item: "sc:token", count: calls });`,
      global: `globalThis.seen = (globalThis.seen ?? 0) + 1;\nact({ give_item: "core:gold" });`,
      proto: `Array.prototype.seen = 1;\nact({ give_item: "core:gold" });`,
    };
    const { game, step } = await scriptedArena(
      scripts,
      `[{ on = "turn_ended", actions = [{ run_script = "sc:counter" }, { run_script = "sc:global" }, { run_script = "sc:proto" }] }]`,
    );
    const first = step().messages.filter((m) => m.startsWith("(script error"));
    step();
    expect(tokens(game)).toBe(2);
    expect(gold(game)).toBe(0);
    expect(first).toEqual([
      "(script error: sc/global.js:1:42: TypeError: object is not extensible; its actions were discarded)",
      "(script error: sc/proto.js:1:16: TypeError: object is not extensible; its actions were discarded)",
    ]);
  });
});
