import type { Registries } from "../content/registries.js";
import { resolveTypedId } from "../lib/did-you-mean.js";
import { heroChoices } from "../sim/plan.js";
import { POLICIES, policyNamed } from "../sim/policies.js";
import type { RunRecord } from "../sim/record.js";
import { summarise } from "../sim/report.js";
import type { Context } from "./context.js";
import { loadOrReport, sayWarnings } from "./load-or-report.js";
import { playBatch, type SimPlan } from "./sim-batch.js";
import { simJobs } from "./sim-jobs.js";
import { playInWorkers, workerEntry } from "./sim-pool.js";
import { reportText } from "./sim-report.js";

/** What `rustkeep sim` was asked, as typed. */
export interface SimArgs {
  readonly runs?: string;
  readonly race?: string;
  readonly class?: string;
  readonly seed: string;
  readonly policy?: string;
  readonly json: boolean;
  /** Worker threads, as typed (absent: one per core). */
  readonly jobs?: string;
}

const DEFAULT_RUNS = 100;
const MAX_RUNS = 100_000;
/** Without a terminal, a progress line every this many runs (at least). */
const PROGRESS_EVERY = 50;

/**
 * `rustkeep sim`: plays `--runs` whole runs with the bot, cycling through every hero
 * (race × class) unless `--race`/`--class` pin one, and prints the report (or, with
 * `--json`, the report as one document). Each run's seed comes from `--seed`, so the
 * same command prints the same bytes. Progress goes to stderr. With more than one job the runs
 * are played in worker threads and gathered in run order: the same bytes again.
 */
export async function runSim(ctx: Context, args: SimArgs, width: number): Promise<number> {
  const runs = args.runs === undefined ? DEFAULT_RUNS : Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > MAX_RUNS) {
    ctx.err(`rustkeep: --runs takes a whole number from 1 to ${MAX_RUNS.toLocaleString("en")}, not "${args.runs}"`);
    return 2;
  }
  const policy = policyNamed(args.policy ?? POLICIES[0]!.name);
  if (!policy) {
    ctx.err(`rustkeep: no policy "${args.policy}" (policies: ${POLICIES.map((p) => p.name).join(", ")})`);
    return 2;
  }
  const jobs = simJobs(args.jobs, runs);
  if (typeof jobs !== "number") {
    ctx.err(`rustkeep: ${jobs.error}`);
    return 2;
  }
  const load = await loadOrReport(ctx);
  if (!load) return 1;
  sayWarnings(ctx, load);
  const registries = load.registries;
  const pinned = pins(registries, [
    ["race", args.race],
    ["class", args.class],
  ]);
  if ("error" in pinned) {
    ctx.err(`rustkeep: ${pinned.error}`);
    return 2;
  }
  const heroes = heroChoices(registries, pinned.ids);
  if (heroes.length === 0) {
    ctx.err("rustkeep: the loaded mods offer no hero to play");
    return 1;
  }
  const every = Math.max(PROGRESS_EVERY, Math.ceil(runs / 10));
  // Counted as the runs end: filtering every record after each run is quadratic in --runs.
  let wins = 0;
  const ended = (i: number, record: RunRecord) => {
    if (record.outcome === "won") wins++;
    const said = `sim: ${i + 1}/${runs} runs, ${wins} won`;
    if (ctx.stderrIsTTY) ctx.status(said);
    else if ((i + 1) % every === 0 && i + 1 < runs) ctx.err(said);
  };
  const plan: SimPlan = { seed: args.seed, heroes, policy };
  let records: RunRecord[];
  if (jobs === 1) {
    records = [];
    for (let i = 0; i < runs; i++) {
      const [record] = playBatch(load, plan, i, i + 1);
      records.push(record!);
      ended(i, record!);
    }
  } else {
    const entry = workerEntry();
    if (!entry) {
      ctx.err("rustkeep: sim --jobs: sim-worker.js is missing beside rustkeep.js (reinstall rustkeep, or give --jobs 1)");
      return 2;
    }
    const start = { home: ctx.home, builtinMods: ctx.builtinMods, seed: args.seed, policy: policy.name, heroes, pinned: pinned.ids };
    try {
      records = await playInWorkers(entry, ctx.select ? { ...start, select: ctx.select } : start, runs, jobs, ended);
    } catch (err) {
      if (ctx.stderrIsTTY) ctx.status("");
      ctx.err(`rustkeep: sim: ${(err as Error).message} (please report it)`);
      return 2;
    }
  }
  if (ctx.stderrIsTTY) ctx.status("");
  const report = summarise(registries, args.seed, policy.name, records);
  if (args.json) ctx.out(JSON.stringify(report, null, 2));
  else for (const line of reportText(report, width)) ctx.out(line);
  return 0;
}

/** The options `--race`/`--class` name (typed ids), each in a category of its own. */
function pins(registries: Registries, flags: readonly [string, string | undefined][]): { ids: string[] } | { error: string } {
  const ids: string[] = [];
  const categories = new Map<string, string>();
  for (const [flag, word] of flags) {
    if (word === undefined) continue;
    const found = resolveTypedId(word, registries.options.ids(), "option");
    if ("error" in found) return { error: `--${flag}: ${found.error}` };
    const category = registries.options.get(found.id).category;
    // When the mods have a category named like the flag (core:race), the option must be of it.
    const named = registries.option_categories.ids().filter((id) => id.slice(id.indexOf(":") + 1) === flag);
    if (named.length && !named.includes(category))
      return { error: `--${flag}: ${found.id} is not a ${registries.option_categories.get(named[0]!).name.toLowerCase()}` };
    const other = categories.get(category);
    if (other)
      return { error: `--${other} and --${flag} both name a ${registries.option_categories.tryGet(category)?.name ?? category}: give one` };
    categories.set(category, flag);
    ids.push(found.id);
  }
  return { ids };
}
