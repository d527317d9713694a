import envPaths from "env-paths";
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fsProblem, showProblem } from "./fs-problem.js";

/**
 * The player's profile folder: `--home DIR`, else `RUSTKEEP_HOME`, else the platform's
 * data folder. It holds `mods/`, `load_order.toml`, `saves/` and `logs/`.
 */
export function profileDir(flag?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (flag) return resolve(flag);
  if (env["RUSTKEEP_HOME"]) return resolve(env["RUSTKEEP_HOME"]);
  return envPaths("rustkeep", { suffix: "" }).data;
}

/** Why `--home ""` or `RUSTKEEP_HOME=""` cannot choose a profile (an empty path is a mistake, not "the default"). */
export function emptyHomeProblem(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (flag === "") return "--home is empty: name a profile folder";
  if (flag === undefined && env["RUSTKEEP_HOME"] === "") return "RUSTKEEP_HOME is empty: name a profile folder, or unset it";
  return undefined;
}

/** Why `home` cannot be a profile (a file, a path too long, …), or undefined; a missing folder is made on first write. */
export function profileProblem(home: string): string | undefined {
  try {
    if (!statSync(home).isDirectory()) return `the profile ${home} is a file, not a folder: pass --home a folder`;
    return undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    return `the profile ${home} cannot be used: ${showProblem(fsProblem(err))}`;
  }
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
