import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { ModSelection } from "../loader/select.js";
import type { RunRecord } from "../sim/record.js";

/** What a worker is started with: where to load the mods from, and the plan its runs share. */
export interface WorkerStart {
  readonly home: string;
  readonly builtinMods: string;
  readonly select?: ModSelection;
  readonly seed: string;
  readonly policy: string;
  readonly heroes: readonly (readonly string[])[];
  /** The options `--race`/`--class` pinned: the worker's own load must offer the same heroes. */
  readonly pinned: readonly string[];
}

/** Parent to worker: play runs `from` to `to` (exclusive). */
export interface Batch {
  readonly from: number;
  readonly to: number;
}

/** Worker to parent: a batch's records, or why the worker cannot go on (one line). */
export type Reply =
  { readonly kind: "done"; readonly from: number; readonly records: RunRecord[] } | { readonly kind: "failed"; readonly message: string };

/** The worker's module; from source, also tsx's loader (its `tsImport`), which the worker starts with. */
export interface WorkerEntry {
  readonly url: URL;
  readonly tsx?: string;
}

/**
 * Where the worker's module is. Bundled, it is dist/sim-worker.js, an entry of its own beside
 * dist/rustkeep.js, while this code may sit in the entry or in dist/chunks/: both are tried.
 * From source (tsx, vitest) it is the .ts file beside this one; Node 20 gives a worker no
 * `--import` hooks, so the worker starts by loading it through tsx's API.
 * Undefined: the install lost it.
 */
export function workerEntry(here: string = import.meta.url): WorkerEntry | undefined {
  if (here.endsWith(".ts")) {
    const url = new URL("./sim-worker.ts", here);
    return existsSync(url) ? { url, tsx: import.meta.resolve("tsx/esm/api") } : undefined;
  }
  for (const near of ["./sim-worker.js", "../sim-worker.js"]) {
    const url = new URL(near, here);
    if (existsSync(url)) return { url };
  }
  return undefined;
}

function startWorker(entry: WorkerEntry, workerData: WorkerStart): Worker {
  if (!entry.tsx) return new Worker(entry.url, { workerData });
  const boot = `import(${JSON.stringify(entry.tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.url.href)}, ${JSON.stringify(entry.url.href)}))`;
  return new Worker(boot, { eval: true, workerData });
}

/** Runs per message: a few, so a slow run at the end leaves the other workers little to wait for. */
export function batchSize(runs: number, jobs: number): number {
  return Math.max(1, Math.min(4, Math.floor(runs / (jobs * 8))));
}

const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split("\n")[0]!;

/**
 * Plays `runs` runs in `jobs` worker threads, handing out batches of run indices as workers
 * come free. `onRecord` sees every record in run order (a record that arrives early waits for
 * those before it), so progress and the report are those of one thread. The first worker
 * that fails stops them all: the promise rejects with one line.
 */
export function playInWorkers(
  entry: WorkerEntry,
  start: WorkerStart,
  runs: number,
  jobs: number,
  onRecord: (i: number, record: RunRecord) => void,
): Promise<RunRecord[]> {
  return new Promise((resolve, reject) => {
    const records: (RunRecord | undefined)[] = new Array<RunRecord | undefined>(runs);
    const workers: Worker[] = [];
    const size = batchSize(runs, jobs);
    let next = 0;
    let delivered = 0;
    let finished = false;
    const stop = () => {
      finished = true;
      for (const w of workers) void w.terminate();
    };
    const fail = (message: string) => {
      if (finished) return;
      stop();
      reject(new Error(message));
    };
    const give = (w: Worker) => {
      if (next >= runs) return;
      const batch: Batch = { from: next, to: Math.min(runs, next + size) };
      next = batch.to;
      w.postMessage(batch);
    };
    for (let k = 0; k < jobs; k++) {
      const w = startWorker(entry, start);
      workers.push(w);
      w.on("message", (reply: Reply) => {
        if (finished) return;
        if (reply.kind === "failed") return fail(`a worker failed: ${reply.message}`);
        reply.records.forEach((r, j) => (records[reply.from + j] = r));
        for (let r = records[delivered]; r; r = records[delivered]) {
          onRecord(delivered, r);
          delivered++;
        }
        if (delivered < runs) return give(w);
        stop();
        resolve(records as RunRecord[]);
      });
      w.on("error", (err) => fail(`a worker failed: ${firstLine(err)}`));
      w.on("exit", (code) => fail(`a worker stopped (exit code ${code}) before its runs were done`));
      give(w);
    }
  });
}
