import { benchStartup } from "/work/main/bench/startup.bench.ts";
import { mkdtempSync } from "node:fs";
await benchStartup("/work/main", mkdtempSync("/tmp/st-"), { warmup: 2, runs: 7 });
