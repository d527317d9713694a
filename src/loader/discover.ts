import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { parse, TomlError } from "smol-toml";
import { firstLine } from "../lib/errors.js";
import { manifestSchema, type ModFolder, type ModSource } from "./manifest.js";
import { compareCodeUnits, MAX_FILE_BYTES } from "./safe-fs.js";
import { validate, withCost } from "./validate.js";
import { mapLines } from "./toml-lines.js";
import type { WarningSink } from "./warnings.js";

/** A folder to look for mods in. */
export interface SearchPath {
  readonly dir: string;
  readonly source: ModSource;
}

/**
 * Phase 1a: every folder with a valid `manifest.toml` in the search paths. A mod id
 * found in both paths: the profile's copy wins, with a warning naming both paths.
 */
export function discoverMods(paths: readonly SearchPath[], sink: WarningSink): Map<string, ModFolder> {
  const found = new Map<string, ModFolder>();
  const seenDirs = new Set<string>();
  for (const { dir, source } of paths) {
    if (!existsSync(dir)) continue;
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      continue;
    }
    // `npm start` plays with the repo as profile: the same folder twice is one search path.
    if (seenDirs.has(real)) continue;
    seenDirs.add(real);
    for (const name of readdirSync(dir).sort(compareCodeUnits)) {
      const modDir = join(dir, name);
      if (!isDirectory(modDir)) continue;
      const mod = readManifest(modDir, source, sink);
      if (!mod) continue;
      const earlier = found.get(mod.manifest.id);
      if (earlier && earlier.source === source) {
        sink.add({
          file: `${name}/manifest.toml`,
          line: 1,
          subject: mod.manifest.id,
          message: `mod id "${mod.manifest.id}" is also used by folder ${earlier.folder}; this copy is ignored`,
          lost: "mod",
        });
        continue;
      }
      if (earlier) {
        sink.add({
          file: `${name}/manifest.toml`,
          line: 1,
          subject: mod.manifest.id,
          message: `mod found twice: using the profile's ${mod.dir}, ignoring the built-in ${earlier.dir}`,
        });
      }
      found.set(mod.manifest.id, mod);
    }
  }
  return found;
}

function readManifest(modDir: string, source: ModSource, sink: WarningSink): ModFolder | undefined {
  const folder = basename(modDir);
  const file = `${folder}/manifest.toml`;
  const path = join(modDir, "manifest.toml");
  if (!existsSync(path)) {
    sink.add({ file, line: 1, subject: folder, message: "no manifest.toml: folder is not a mod; skipped", lost: "mod" });
    return undefined;
  }
  let text: string;
  let data: unknown;
  try {
    if (statSync(path).size > MAX_FILE_BYTES) throw new Error("manifest.toml is too large");
    text = readFileSync(path, "utf8");
    data = parse(text);
  } catch (err) {
    const line = err instanceof TomlError ? err.line : 1;
    sink.add({ file, line, subject: folder, message: `manifest cannot be read: ${firstLine(err)}; mod skipped`, lost: "mod" });
    return undefined;
  }
  const result = validate(manifestSchema, data, () => mapLines(text));
  for (const w of result.warnings) {
    sink.add({ file, line: w.line, subject: folder, message: withCost(w, result.ok, "mod skipped"), lost: result.ok ? undefined : "mod" });
  }
  if (!result.ok) return undefined;
  return { manifest: result.value, dir: modDir, folder, source };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
