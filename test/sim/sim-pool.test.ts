import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { playBatch } from "../../src/cli/sim-batch.js";
import { heroChoices } from "../../src/sim/plan.js";
import { POLICIES } from "../../src/sim/policies.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";
import { playInWorkers, workerEntry, type WorkerStart } from "../../src/cli/sim-pool.js";

const fixture = (name: string) => ({ url: new URL(`../fixtures/sim-workers/${name}`, import.meta.url) });
const plan = (extra: object): WorkerStart => ({
  home: "",
  builtinMods: "",
  seed: "s",
  policy: "default",
  heroes: [],
  pinned: [],
  ...extra,
});

describe("the sim worker pool", () => {
  it("hands each run to a worker once and gives the records in run order, whatever order they arrive in", async () => {
    const seen: number[] = [];
    const records = await playInWorkers(fixture("echo.mjs"), plan({ runs: 30, late: 3 }), 30, 3, (i, r) => {
      expect(r.seed).toBe(`run-${i}`);
      seen.push(i);
    });
    expect(seen).toEqual([...Array(30).keys()]);
    expect(records.map((r) => r.seed)).toEqual(seen.map((i) => `run-${i}`));
  });

  it("stops every worker at the first failure: one line, and the promise settles", async () => {
    const run = playInWorkers(fixture("echo.mjs"), plan({ runs: 40, late: 1, failAt: 17 }), 40, 3, () => {});
    await expect(run).rejects.toThrow(/^a worker failed: run 17 broke$/);
  });

  it("a worker module that is missing is a failure, not a hang", async () => {
    const run = playInWorkers(fixture("no-such-worker.mjs"), plan({}), 4, 2, () => {});
    await expect(run).rejects.toThrow(/^a worker failed: Cannot find module .*no-such-worker\.mjs/);
  });

  it("finds the real worker from source and plays in it the runs one thread plays", async () => {
    const entry = workerEntry();
    expect(entry?.url.pathname).toMatch(/src\/cli\/sim-worker\.ts$/);
    const profile = { home: tempDir(), builtinMods: join(REPO, "mods"), select: {} };
    const load = loadOk(profile);
    const heroes = heroChoices(load.registries, []);
    const here = playBatch(load, { seed: "pool", heroes, policy: POLICIES[0]! }, 0, 2);
    const there = await playInWorkers(entry!, { ...profile, seed: "pool", policy: POLICIES[0]!.name, heroes, pinned: [] }, 2, 1, () => {});
    expect(JSON.stringify(there)).toBe(JSON.stringify(here));
  }, 60_000);
});
