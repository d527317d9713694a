import { describe, expect, it } from "vitest";
import { Game } from "../../src/game/index.js";
import { abilityOdds } from "../../src/game/queries/index.js";
import { Rng } from "../../src/lib/rng.js";
import { arena } from "../helpers/arena.js";

const TRIALS = 3000;

/**
 * The query's odds and the rules' resolution are one piece of code: over many seeded
 * attacks, the share that lands and the mean damage match what `abilityOdds` says.
 */
describe("the odds a query gives are the odds a fight has", () => {
  it.each([
    ["core:attack", "hit_base = 0.5\nhit_min = 0\nhit_max = 1\ncrit_chance_base = 0.2\ncrit_multiplier_base = 2"],
    ["arena:firebolt", "hit_base = 0.7\nhit_min = 0\nhit_max = 1\ncrit_chance_base = 0.1\ncrit_multiplier_base = 3"],
  ])("%s: the hit share and the mean damage over many seeded attacks", (ability, balance) => {
    const { state, registries, enter } = arena(["arena:salamander"], { balance });
    enter();
    const snapshot = structuredClone(state);
    const odds = abilityOdds(state, registries, state.player, ability, state.enemies[0]!);
    let hits = 0;
    let dealt = 0;
    for (let i = 0; i < TRIALS; i++) {
      const s = structuredClone(snapshot);
      s.rng = Rng.fromSeed(`trial${i}`).state();
      const out = new Game(s, { buildFloor: () => undefined }).execute({ kind: "use_ability", ability, target: 0 }, registries);
      if (out.events.some((e) => e.type === "attack_hit" && e.source === "hero")) hits++;
      dealt += snapshot.enemies[0]!.health - s.enemies[0]!.health;
    }
    // Four standard errors: the test fails on a wrong formula, not on a fair die.
    expect(Math.abs(hits / TRIALS - odds.hit)).toBeLessThan(4 * Math.sqrt((odds.hit * (1 - odds.hit)) / TRIALS));
    expect(dealt / TRIALS).toBeGreaterThan(odds.expectedDamage * 0.92);
    expect(dealt / TRIALS).toBeLessThan(odds.expectedDamage * 1.08);
    expect(odds.expectedDamage).toBeGreaterThan(0);
  });
});
