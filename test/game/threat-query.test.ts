import { describe, expect, it } from "vitest";
import { abilityOdds, announcedThreats, heroFleeChance } from "../../src/game/queries/index.js";
import { duel } from "../helpers/duel.js";

describe("what the announced moves will do (queries for the simulator and the fight screen)", () => {
  it("says the ogre's announced smash deals 15, and 3 if the knight were braced; the state is untouched", () => {
    const { game, registries } = duel();
    const before = JSON.stringify(game.state);
    expect(announcedThreats(game.state, registries)).toEqual([{ index: 0, ability: "duel:smash", expected: 15, worst: 15 }]);
    expect(announcedThreats(game.state, registries, { hero: ["duel:braced"] })[0]).toMatchObject({ expected: 3, worst: 3 });
    expect(JSON.stringify(game.state)).toBe(before);
    // And the blow lands as said.
    const health = game.state.player.health;
    game.execute({ kind: "use_ability", ability: "duel:brace" }, registries);
    expect(health - game.state.player.health).toBe(3);
  });

  it("gives an attack's odds (2 + strength 14, sure to land) and the flee chance the rule rolls", () => {
    const { game, registries } = duel();
    const hero = game.state.player;
    expect(abilityOdds(game.state, registries, hero, "core:attack", game.state.enemies[0]!)).toMatchObject({
      hit: 1,
      expectedDamage: 16,
      worstDamage: 16,
      heal: 0,
    });
    // Dexterity 10 (the hero base): the balance's flee chance as it is.
    expect(heroFleeChance(game.state, registries)).toBe(registries.balance.flee_chance);
  });
});
