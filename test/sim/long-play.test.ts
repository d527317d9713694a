import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildFloor } from "../../src/gen/build-floor.js";
import { playChecked } from "../../src/sim/invariants.js";
import { heroChoices } from "../../src/sim/plan.js";
import { POLICIES } from "../../src/sim/policies.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";

// CI plays every hero of the core game once with the default policy, and a few with the
// others; the bench plays the full count (≥ 100 seeds).
describe("long play", () => {
  it("whole bot runs of every race and class: no exception, every invariant after every turn", () => {
    const { registries } = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });
    const heroes = heroChoices(registries, []);
    expect(heroes.length).toBeGreaterThanOrEqual(16);
    const plays = [
      ...heroes.map((options, i) => ({ options, policy: POLICIES[0]!, seed: `long-${i}` })),
      ...POLICIES.slice(1).flatMap((policy, p) =>
        [0, 1].map((k) => ({ options: heroes[(p * 7 + k * 5) % heroes.length]!, policy, seed: `long-${policy.name}-${k}` })),
      ),
    ];
    let turns = 0;
    const endings = new Set<string>();
    for (const play of plays) {
      const { record: run, checked } = playChecked(registries, { ...play, buildFloor });
      turns += checked;
      endings.add(run.outcome);
      expect(run.outcome, `${play.seed} ${play.options.join(" ")}: ${run.cause}`).not.toBe("stuck");
      expect(run.floors[0]!.number).toBe(1);
    }
    // The runs went somewhere: many turns, and at least one ended in death (the game is not trivial).
    expect(turns).toBeGreaterThan(plays.length * 100);
    expect(endings.has("died")).toBe(true);
  }, 120_000);
});
