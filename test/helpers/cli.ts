import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const REPO = join(import.meta.dirname, "..", "..");
export const BIN = join(REPO, "dist", "rustkeep.js");

/** Runs the built program as a user would (`npm test` builds it first). */
export function runCli(args: string[], env: Record<string, string> = {}, cwd?: string) {
  if (!existsSync(BIN)) throw new Error("dist/rustkeep.js is missing: run `npm run build` (npm test does)");
  // RUSTKEEP_HOME is removed, not emptied: an empty one is refused.
  const { RUSTKEEP_HOME: _, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: "utf8",
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...(cwd ? { cwd } : {}),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
