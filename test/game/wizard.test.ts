import { describe, expect, it } from "vitest";
import { countedAttribute } from "../../src/game/attributes.js";
import { MAX_GIVE_SINGLES } from "../../src/game/commands/wizard-lines.js";
import { arena } from "../helpers/arena.js";
import { manifest } from "../helpers/profile.js";

/** A mod with one item that does not stack. */
const ROCKS = {
  wz: { "manifest.toml": manifest("wz", ["core"]), "wz.toml": '[[items]]\nid = "rock"\nname = "Rock"\nsymbol = { char = "*" }\n' },
};

describe("wizard commands", () => {
  it("are refused by the game itself in a run that is no wizard run, at no cost", () => {
    const { game, registries, state } = arena([]);
    const before = JSON.stringify(state);
    const outcome = game.execute({ kind: "give", item: "core:gold", count: 5 }, registries);
    expect(outcome).toMatchObject({ kind: "rejected", reason: "give needs --wizard" });
    expect(JSON.stringify(state)).toBe(before);
  });

  it("pass no time: the turn count stays and no enemy acts", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"]);
    state.wizard = true;
    enter();
    expect(state.combat).toBeDefined();
    const { turn } = state;
    const health = state.player.health;
    for (let i = 0; i < 3; i++)
      expect(game.execute({ kind: "set_attribute", attribute: "strength", value: 9 }, registries).kind).toBe("turn_passed");
    expect(state.turn).toBe(turn);
    expect(state.player.health).toBe(health);
  });

  it("spawn joins the fight under way, each newcomer with an intent and its own id", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"]);
    state.wizard = true;
    enter();
    game.execute({ kind: "spawn", creature: "arena:bomb" }, registries);
    game.execute({ kind: "spawn", creature: "arena:bomb" }, registries);
    expect(state.enemies.map((e) => e.def)).toEqual(["arena:dummy", "arena:bomb", "arena:bomb"]);
    expect(new Set(state.enemies.map((e) => e.id)).size).toBe(3);
    for (const e of state.enemies) expect(e.intent?.ability).toBe("core:attack");
  });

  it("spawn starts a fight from a corridor, in the nearest room; fleeing puts the creature there", () => {
    const { game, registries, state, room } = arena([]);
    state.wizard = true;
    const outcome = game.execute({ kind: "spawn", creature: "arena:dummy" }, registries);
    expect(outcome.messages).toEqual(["Dummy appears.", "Dummy blocks your way!"]);
    expect(state.combat?.room).toBe(state.floor.rooms.indexOf(room));
    expect(state.combat?.from).toEqual(state.player.pos);
  });

  it("set max_health fills health to the counted maximum; set never leaves the hero below 1", () => {
    const { game, registries, state } = arena([]);
    state.wizard = true;
    const before = state.player.health;
    const raised = game.execute({ kind: "set_attribute", attribute: "max_health", value: 300 }, registries);
    expect(state.player.health).toBe(countedAttribute(state.player, "max_health", registries, state));
    expect(raised.messages).toEqual([
      "Your base max_health is now 300.",
      `Your health rises with your max health (${before} → ${state.player.health}).`,
    ]);
    game.execute({ kind: "set_attribute", attribute: "max_health", value: -50 }, registries);
    expect(state.player.health).toBe(1);
    expect(state.over).toBeUndefined();
  });

  it("unknown ids are refused; a stackable item comes as one stack of the count", () => {
    const { game, registries, state } = arena([]);
    state.wizard = true;
    expect(game.execute({ kind: "spawn", creature: "arena:nobody" }, registries)).toMatchObject({
      kind: "rejected",
      reason: 'There is no creature "arena:nobody".',
    });
    expect(game.execute({ kind: "give", item: "core:nothing" }, registries)).toMatchObject({
      kind: "rejected",
      reason: 'There is no item "core:nothing".',
    });
    expect(game.execute({ kind: "give", item: "core:gold", count: 100_000 }, registries).kind).toBe("turn_passed");
    expect(state.player.inventory.find((i) => i.def === "core:gold")?.count).toBe(100_000);
  });

  it("give of an item that does not stack refuses more than MAX_GIVE_SINGLES at once, and hands over each one asked for", () => {
    const { game, registries, state } = arena([], { extra: ROCKS });
    state.wizard = true;
    const before = JSON.stringify(state);
    expect(game.execute({ kind: "give", item: "wz:rock", count: MAX_GIVE_SINGLES + 1 }, registries)).toMatchObject({
      kind: "rejected",
      reason: `Rock does not stack: give at most ${MAX_GIVE_SINGLES} at once.`,
    });
    expect(JSON.stringify(state)).toBe(before);
    expect(game.execute({ kind: "give", item: "wz:rock", count: 3 }, registries).kind).toBe("turn_passed");
    const rocks = [...state.player.inventory, ...state.floor.piles.flatMap((p) => p.items)].filter((i) => i.def === "wz:rock");
    expect(rocks.reduce((n, i) => n + i.count, 0)).toBe(3);
  });
});
