import { describe, expect, it } from "vitest";
import { fightCommand } from "../../src/sim/fight.js";
import { policyNamed } from "../../src/sim/policies.js";
import { duel } from "../helpers/duel.js";

describe("fight policies", () => {
  it("default reads the ogre's deadly announcement and braces; braced, the knight lives through the blow", () => {
    const { game, registries } = duel();
    const command = fightCommand(game.state, registries, policyNamed("default")!);
    expect(command).toEqual({ kind: "use_ability", ability: "duel:brace" });
    game.execute(command, registries);
    expect(game.state.player.health).toBeGreaterThan(0);
  });

  it("careless ignores the announcement and swings, and the blow kills", () => {
    const { game, registries } = duel();
    const command = fightCommand(game.state, registries, policyNamed("careless")!);
    expect(command).toEqual({ kind: "use_ability", ability: "core:attack", target: 0 });
    game.execute(command, registries);
    expect(game.state.over?.outcome).toBe("died");
  });

  it("attack-only uses the plain attack, the first common ability aimed at an enemy", () => {
    const { game, registries } = duel();
    expect(fightCommand(game.state, registries, policyNamed("attack-only")!)).toEqual({
      kind: "use_ability",
      ability: "core:attack",
      target: 0,
    });
  });
});
