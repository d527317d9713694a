import envPaths from "env-paths";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The player's profile folder: `--home DIR`, else `RUSTKEEP_HOME`, else the platform's
 * data folder. It holds `mods/`, `load_order.toml`, `saves/` and `logs/`.
 */
export function profileDir(flag?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (flag) return resolve(flag);
  if (env["RUSTKEEP_HOME"]) return resolve(env["RUSTKEEP_HOME"]);
  return envPaths("rustkeep", { suffix: "" }).data;
}

/** The folder of the installed program (the one holding package.json and `mods/core`). */
export function programDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, "package.json"))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

/**
 * The built-in mods folder beside the program. `RUSTKEEP_BUILTIN_MODS` replaces it,
 * so tests (and modders trying a total conversion) can load without the shipped core.
 */
export function builtinModsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env["RUSTKEEP_BUILTIN_MODS"] ? resolve(env["RUSTKEEP_BUILTIN_MODS"]) : join(programDir(), "mods");
}
