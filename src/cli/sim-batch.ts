import type { Registries } from "../content/registries.js";
import type { ScriptHost } from "../content/script-port.js";
import { buildFloor } from "../gen/build-floor.js";
import { playRun } from "../sim/bot.js";
import { runSeed } from "../sim/plan.js";
import type { Policy } from "../sim/policies.js";
import type { RunRecord } from "../sim/record.js";

/** What every run of one `rustkeep sim` shares: run `i` is decided by these and `i` alone. */
export interface SimPlan {
  readonly seed: string;
  /** The heroes the runs cycle through (run `i` plays `heroes[i % heroes.length]`). */
  readonly heroes: readonly (readonly string[])[];
  readonly policy: Policy;
}

/** A load's part in a run: the registries, and the script engine when a mod has scripts. */
export interface SimLoad {
  readonly registries: Registries;
  readonly scripts?: ScriptHost;
}

/**
 * Runs `from` to `to` (exclusive) of a plan. The one place a run index becomes a run, for the
 * in-process loop and the workers alike: that is what keeps `--jobs N` byte-identical to `--jobs 1`.
 */
export function playBatch(load: SimLoad, plan: SimPlan, from: number, to: number): RunRecord[] {
  const records: RunRecord[] = [];
  for (let i = from; i < to; i++)
    records.push(
      playRun(load.registries, {
        seed: runSeed(plan.seed, i),
        options: plan.heroes[i % plan.heroes.length]!,
        policy: plan.policy,
        buildFloor,
        scripts: load.scripts,
      }),
    );
  return records;
}
