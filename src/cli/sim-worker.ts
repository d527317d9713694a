/**
 * A worker thread of `rustkeep sim --jobs N`: loads the mods itself (the parent's registries
 * cannot cross a thread), then plays each batch of run indices it is handed and posts the
 * records back. Its load writes no log and no load order (the parent's load wrote them) and
 * reads the content cache the parent's load has just written.
 */
import { parentPort, workerData } from "node:worker_threads";
import { loadModsUnlogged } from "../loader/load.js";
import { cacheSettings } from "./load-or-report.js";
import { heroChoices } from "../sim/plan.js";
import { policyNamed } from "../sim/policies.js";
import { playBatch, type SimLoad, type SimPlan } from "./sim-batch.js";
import type { Batch, Reply, WorkerStart } from "./sim-pool.js";

const port = parentPort!;
const start = workerData as WorkerStart;
const say = (reply: Reply) => port.postMessage(reply);

async function ready(): Promise<{ load: SimLoad; plan: SimPlan } | string> {
  const policy = policyNamed(start.policy);
  if (!policy) return `no policy "${start.policy}"`;
  const cache = cacheSettings();
  const load = await loadModsUnlogged({
    home: start.home,
    builtinMods: start.builtinMods,
    ...(start.select ? { select: start.select } : {}),
    keepLoadOrder: true,
    // The parent's load has just kept these mods in the content cache: each worker reads it from there.
    ...(cache ? { cache } : {}),
  });
  if (!load.ok) return "its load of the mods met a hard error (did the mods change while sim ran?)";
  // The mods are read twice; a change in between would make other runs than the parent planned.
  if (JSON.stringify(heroChoices(load.registries, start.pinned)) !== JSON.stringify(start.heroes))
    return "its load of the mods offers other heroes (did the mods change while sim ran?)";
  return { load, plan: { seed: start.seed, heroes: start.heroes, policy } };
}

const got = await ready();
if (typeof got === "string") say({ kind: "failed", message: got });
else
  port.on("message", (batch: Batch) => {
    say({ kind: "done", from: batch.from, records: playBatch(got.load, got.plan, batch.from, batch.to) });
  });
