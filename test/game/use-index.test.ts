import { describe, expect, it } from "vitest";
import { arena } from "../helpers/arena.js";

/** `use ABILITY N` (the runner's line, the fight menu's command): what N counts, as `rustkeep run --help` says it. */
describe("use N aims at the N-th enemy of the fight, from 0", () => {
  it("in the order the fight's opening line names them; when one dies, the later move up", () => {
    const { game, registries, state } = arena(["arena:bomb", "arena:dummy"]);
    const opened = [0, 1, 2, 3].flatMap(
      () => (game.execute({ kind: "move", dir: "e" }, registries) as { messages: readonly string[] }).messages,
    );
    expect(opened).toContain("Bomb, Dummy block your way!");
    game.execute({ kind: "use_ability", ability: "arena:firebolt", target: 1 }, registries);
    expect(state.enemies.map((e) => [e.name, e.health])).toEqual([
      ["Bomb", 1],
      ["Dummy", 20],
    ]);
    game.execute({ kind: "use_ability", ability: "arena:spark", target: 0 }, registries);
    expect(state.enemies.map((e) => e.name)).toEqual(["Dummy"]);
    game.execute({ kind: "use_ability", ability: "arena:firebolt", target: 0 }, registries);
    expect(state.enemies[0]!.health).toBe(10);
    expect(game.execute({ kind: "use_ability", ability: "arena:firebolt", target: 1 }, registries)).toMatchObject({
      kind: "rejected",
      reason: "Choose a living enemy to aim at.",
    });
  });
});
