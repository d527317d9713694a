import { describe, expect, it } from "vitest";
import { Game, type Command, type GameState } from "../../src/game/index.js";
import type { Registries } from "../../src/content/registries.js";
import { lookAtCreature } from "../../src/game/queries/index.js";
import { Rng } from "../../src/lib/rng.js";
import { arena } from "../helpers/arena.js";
import { gameInFight, tough } from "../ui/fight.js";
import { coreRegistries } from "../ui/fixtures.js";

const TRIALS = 10_000;

/** The share of `TRIALS` seeded copies of `snapshot` in which `command` makes `source` land a blow on `target`. */
function observedHitRate(snapshot: GameState, registries: Registries, command: Command, source: string, target: string): number {
  let hits = 0;
  for (let i = 0; i < TRIALS; i++) {
    const s = structuredClone(snapshot);
    s.rng = Rng.fromSeed(`look${i}`).state();
    const out = new Game(s, { buildFloor: () => undefined }).execute(command, registries);
    if (out.events.some((e) => e.type === "attack_hit" && e.source === source && e.target === target)) hits++;
  }
  return hits / TRIALS;
}

/** Four standard errors of a share over `TRIALS`: a wrong formula fails, a fair die does not. */
const tolerance = (p: number) => 4 * Math.sqrt((p * (1 - p)) / TRIALS) + 1e-9;

/**
 * What the look says of a foe is what the fight does: over 10,000 seeded attacks each way,
 * the share that lands matches the hit chance the look shows.
 */
describe("a look's hit chances are the fight's", () => {
  it("against an aura that lowers the hero's accuracy (a tuned balance, so the chance is far from a clamp)", () => {
    const balance = "hit_base = 0.6\nhit_per_point = 0.05\nhit_min = 0\nhit_max = 1\ncrit_chance_base = 0";
    const { state, registries, enter } = arena(["arena:banner"], { balance });
    enter();
    const foe = state.enemies[0]!;
    const look = lookAtCreature(state, registries, foe);
    const attack = look.yours.find((a) => a.id === "core:attack")!;
    // The banner's aura takes 3 accuracy off the hero: 0.6 − 3 × 0.05.
    expect(attack.hit).toBeCloseTo(0.45, 5);
    const seen = observedHitRate(
      structuredClone(state),
      registries,
      { kind: "use_ability", ability: "core:attack", target: 0 },
      "hero",
      foe.id,
    );
    expect(Math.abs(seen - attack.hit)).toBeLessThan(tolerance(attack.hit));
  });

  it("in a core fight, both ways: the hero's attack on a giant rat and the rat's announced bite on the hero", () => {
    const registries = coreRegistries();
    const game = gameInFight(registries, [{ def: "core:rat", tweak: tough(10_000) }], ["core:human", "core:warrior"]);
    const { state } = game;
    const rat = state.enemies[0]!;
    const look = lookAtCreature(state, registries, rat);
    const attack = look.yours.find((a) => a.id === "core:attack")!;
    const mine = observedHitRate(
      structuredClone(state),
      registries,
      { kind: "use_ability", ability: "core:attack", target: 0 },
      "hero",
      rat.id,
    );
    expect(Math.abs(mine - attack.hit)).toBeLessThan(tolerance(attack.hit));

    const announced = look.its.find((a) => a.announced)!;
    expect(announced.id).toBe(rat.intent!.ability);
    // The hero waits: the rat does what it announced.
    const theirs = observedHitRate(structuredClone(state), registries, { kind: "rest" }, rat.id, "hero");
    expect(Math.abs(theirs - announced.hit)).toBeLessThan(tolerance(announced.hit));
    expect(announced.expectedDamage).toBeGreaterThan(0);
  });
});
