import { describe, expect, it } from "vitest";
import { attribute } from "../../src/game/index.js";
import { arena } from "../helpers/arena.js";

const rest = { kind: "rest" as const };

describe("resting mends health out of a fight ([balance] rest_health)", () => {
  it("heals rest_health a turn in a corridor, and the log says how much", () => {
    const { game, registries, state } = arena(["arena:dummy"], { balance: "rest_health = 2" });
    state.player.health = 10;
    const out = game.execute(rest, registries);
    expect(out.kind).toBe("turn_passed");
    expect(out.messages).toContain("Rest: you regain 2 (10 → 12).");
    game.execute(rest, registries);
    expect(state.player.health).toBe(14);
  });

  it("never heals above max health, and says the hero is already whole", () => {
    const { game, registries, state } = arena([], { balance: "rest_health = 5" });
    const max = Math.round(attribute(state.player, "max_health", registries, state));
    state.player.health = max - 1;
    expect(game.execute(rest, registries).messages).toContain(`Rest: you regain 1 (${max - 1} → ${max}).`);
    expect(game.execute(rest, registries).messages).toContain("Rest: you are already at full health.");
    expect(state.player.health).toBe(max);
  });

  it("mends no further than rest_health_limit of max health, and says so", () => {
    const { game, registries, state } = arena([], { balance: "rest_health = 3\nrest_health_limit = 0.5" });
    const max = Math.round(attribute(state.player, "max_health", registries, state));
    const ceiling = Math.floor(max * 0.5);
    state.player.health = ceiling - 1;
    expect(game.execute(rest, registries).messages).toContain(`Rest: you regain 1 (${ceiling - 1} → ${ceiling}).`);
    expect(game.execute(rest, registries).messages).toContain(`Rest: resting mends you no further than ${ceiling} of ${max}.`);
    expect(state.player.health).toBe(ceiling);
  });

  it("names the limit in whole numbers, as the status line shows max health, when a bonus makes it fractional", () => {
    const { game, registries, state } = arena([], { balance: "rest_health = 3\nrest_health_limit = 0.7" });
    state.player.base.max_health = 25.3; // what +15% on 22 comes to
    state.player.health = 17;
    const said = game.execute(rest, registries).messages.join(" ");
    expect(said).toContain("Rest: resting mends you no further than 17 of 25.");
    expect(said).not.toMatch(/\d\.\d/);
  });

  it("at a fractional max health's whole number the hero is at full health, not held back by the limit", () => {
    const { game, registries, state } = arena([], { balance: "rest_health = 3\nrest_health_limit = 0.7" });
    state.player.base.max_health = 25.3;
    state.player.health = 25;
    expect(game.execute(rest, registries).messages).toContain("Rest: you are already at full health.");
  });

  it("mends nothing at the door of a room with enemies in it, and says why", () => {
    const { game, registries, state } = arena(["arena:dummy"], { balance: "rest_health = 2" });
    for (let i = 0; i < 3; i++) game.execute({ kind: "move", dir: "e" }, registries);
    expect(state.combat).toBeUndefined();
    state.player.health = 10;
    const out = game.execute(rest, registries);
    expect(out.messages).toContain("You cannot rest easy with enemies this close.");
    expect(state.player.health).toBe(10);
  });

  it("mends nothing in a fight: there a rest is a wait", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"], { balance: "rest_health = 2\nhit_min = 0\nhit_max = 0" });
    enter();
    expect(state.combat).toBeDefined();
    state.player.health = 10;
    const out = game.execute(rest, registries);
    expect(out.messages).toContain("You wait a turn.");
    expect(out.messages.some((m) => m.startsWith("Rest:"))).toBe(false);
    expect(state.player.health).toBe(10);
  });

  it("mends nothing, and logs nothing, where a mod sets no rest_health", () => {
    const { game, registries, state } = arena([]);
    state.player.health = 10;
    expect(game.execute(rest, registries).messages).toEqual([]);
    expect(state.player.health).toBe(10);
  });
});
