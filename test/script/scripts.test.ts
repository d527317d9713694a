import { describe, expect, it } from "vitest";
import { EVERY_TURN, scriptedArena } from "../helpers/script-mod.js";
import { Game } from "../../src/game/index.js";
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
    const { game, step } = await scriptedArena({ pay: `act({ give_item: "sc:token", count: args.base * 2 + turn() });` }, EVERY_TURN("pay", "{ base = 3 }"));
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
    const { game, step, load } = await scriptedArena({ count: `act({ give_item: "sc:token", count: attribute("self", "strength") });` }, triggers, [], extra);
    step();
    const strength = game.attribute(game.state.player, "strength", load.registries);
    expect(strength).toBeGreaterThan(3);
    expect(tokens(game)).toBe(strength);
  });
});
