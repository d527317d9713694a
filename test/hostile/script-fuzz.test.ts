/**
 * Issue 22's done-when: a script fuzz (random nesting, string and array natives, promise chains,
 * loops, swallowed errors, random actions) runs in CI in short mode with 0 internal errors and
 * 0 hangs. Each case is a hero's `turn_ended` script loaded through the real pipeline and played,
 * in a process of its own so a hang is caught by the deadline on it (RUSTKEEP_SCRIPT_FUZZ=N runs
 * N cases, RUSTKEEP_SCRIPT_FUZZ_SEED another draw; CI runs the short mode).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";

describe("the script fuzz (a process of its own: a hang is caught)", () => {
  const cases = Number(process.env["RUSTKEEP_SCRIPT_FUZZ"] ?? 30);
  // A case's worst is two turns' budgets (~0.2 s each on this loaded machine) plus a load.
  const limit = 30_000 + cases * 3_000;
  it(
    `${cases} drawn scripts: each runs or fails in one line naming its file; no internal error, no hang`,
    () => {
      const runner = join(REPO, "test", "hostile", "script-fuzz-runner.ts");
      const r = spawnSync(
        join(REPO, "node_modules", ".bin", "tsx"),
        [runner, String(process.env["RUSTKEEP_SCRIPT_FUZZ_SEED"] ?? 22), String(cases)],
        { encoding: "utf8", timeout: limit, maxBuffer: 64 * 1024 * 1024 },
      );
      const started = r.stderr.split("\n").filter((l) => l.startsWith("start "));
      expect(r.error, `hung after ${limit} ms at ${started.at(-1)}`).toBeUndefined();
      expect(r.status, r.stderr.slice(-2000)).toBe(0);
      // Nothing but the progress lines on stderr: a stack trace or a warning of the host's would show here.
      expect(r.stderr.split("\n").filter((l) => l && !l.startsWith("start "))).toEqual([]);
      const results = r.stdout.trim().split("\n");
      expect(results.filter((l) => / internal/.test(l))).toEqual([]);
      expect(results).toHaveLength(cases);
      // The grammar reaches the budgets: a fuzz whose every script ran clean would prove little.
      expect(results.filter((l) => l.endsWith(" failed")).length).toBeGreaterThan(cases / 4);
    },
    limit + 10_000,
  );
});
