import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach, expect } from "vitest";
import { runPipeline, type PipelineResult } from "../../src/loader/pipeline.js";
import { formatWarning } from "../../src/loader/warnings.js";

import { manifest, TINY_CORE, type ModFiles } from "./fixture-mods.js";

export { manifest, SHOP_CORE, TINY_CORE, type ModFiles } from "./fixture-mods.js";

const made: string[] = [];
/** Made outside a test (in a beforeAll), for the file's tests to share. */
const shared: string[] = [];
const clean = (dirs: string[]) => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
};
afterEach(() => clean(made));
afterAll(() => clean(shared));

/** A fresh temp folder, removed after the test (or after the file's tests when made before them). */
export function tempDir(prefix = "rk-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  (expect.getState().currentTestName === undefined ? shared : made).push(dir);
  return dir;
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const path = join(root, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}

/** The tiny core plus a mod `frost` (depending on core) holding `files`. */
export function coreAndFrost(files: ModFiles): Record<string, ModFiles> {
  return { core: TINY_CORE, frost: { "manifest.toml": manifest("frost", ["core"]), ...files } };
}

/**
 * A profile folder with `mods/<id>/…` written from `mods`; the built-in mods folder is an
 * empty temp folder unless `builtin` gives mods for it.
 */
export function makeProfile(mods: Record<string, ModFiles>, builtin: Record<string, ModFiles> = {}) {
  const home = tempDir("rk-home-");
  const builtinMods = tempDir("rk-builtin-");
  for (const [folder, files] of Object.entries(mods)) writeFiles(join(home, "mods", folder), files);
  for (const [folder, files] of Object.entries(builtin)) writeFiles(join(builtinMods, folder), files);
  return { home, builtinMods };
}

/** Runs the pipeline on a profile; `lines` are the formatted warnings. */
export function load(profile: { home: string; builtinMods: string }): PipelineResult & { lines: string[] } {
  const result = runPipeline(profile);
  return { ...result, lines: result.warnings.map(formatWarning) };
}

/** Loads a profile that must not hit a hard error. */
export function loadOk(profile: { home: string; builtinMods: string }) {
  const result = load(profile);
  if (!result.ok) throw new Error(`hard error: ${result.errors.map((e) => e.message).join("; ")}`);
  return result;
}
