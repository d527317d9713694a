import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runCheck } from "./check.js";
import type { Context } from "./context.js";

/**
 * `rustkeep check --mod DIR`, for a mod's own CI: the mod in DIR with what it depends on
 * (built in, or a folder beside DIR) loads in a throw-away profile, removed after; the
 * player's profile is neither read nor written. Exit codes as `check`.
 */
export async function runCheckMod(ctx: Context, dir: string): Promise<number> {
  const modDir = resolve(dir);
  let folder = false;
  try {
    folder = statSync(modDir).isDirectory();
  } catch {
    folder = false;
  }
  if (!folder) {
    ctx.err(`--mod ${dir}: no such folder (give the mod's folder, the one holding manifest.toml)`);
    return 2;
  }
  const home = mkdtempSync(join(tmpdir(), "rustkeep-check-"));
  try {
    return await runCheck({ ...ctx, home, select: { modDir } }, true);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
