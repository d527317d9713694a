import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { parse, TomlError } from "smol-toml";
import { firstLine } from "../lib/errors.js";
import { fsProblem, showProblem } from "./fs-problem.js";
import { inspectDoc } from "./hostile.js";
import { manifestSchema, type ModFolder, type ModSource } from "./manifest.js";
import { compareCodeUnits } from "./safe-fs.js";
import { readTextFile } from "./safe-read.js";
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
 * found in both paths: the profile's copy wins, with a warning naming both paths. Two
 * folders of one id in one path: the first by name wins, unless the other is `chosen`
 * (`check --mod DIR` checks DIR, whatever lies beside it). `broken` gathers the ids a folder
 * that is no mod right now may hold (its name, and the `id` its broken manifest still reads
 * as): the load order keeps their places while the manifest is being fixed.
 */
export function discoverMods(paths: readonly SearchPath[], sink: WarningSink, chosen?: string, broken: Set<string> = new Set()): Map<string, ModFolder> {
  const chosenReal = chosen === undefined ? undefined : realOr(chosen);
  const found = new Map<string, ModFolder>();
  const seenDirs = new Set<string>();
  for (const { dir, source } of paths) {
    if (!existsSync(dir)) continue;
    const names = modFolderNames(dir, source, sink);
    if (!names) continue;
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      continue;
    }
    // `npm start` plays with the repo as profile: the same folder twice is one search path.
    if (seenDirs.has(real)) continue;
    seenDirs.add(real);
    for (const name of names) {
      const modDir = join(dir, name);
      if (!isDirectory(modDir)) continue;
      const mod = guardedManifest(modDir, source, sink, broken);
      if (!mod) continue;
      const earlier = found.get(mod.manifest.id);
      if (earlier && earlier.source === source) {
        const keep = chosenReal !== undefined && realOr(modDir) === chosenReal ? mod : earlier;
        const drop = keep === mod ? earlier : mod;
        sink.add({
          file: `${drop.folder}/manifest.toml`,
          line: 1,
          subject: mod.manifest.id,
          message: `mod id "${mod.manifest.id}" is also used by folder ${keep.folder}; this copy is ignored`,
          lost: "mod",
        });
        found.set(mod.manifest.id, keep);
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

/** The entries of a mods folder, sorted; a `mods` that is a file or unreadable is a warning. */
function modFolderNames(dir: string, source: ModSource, sink: WarningSink): string[] | undefined {
  try {
    return readdirSync(dir).sort(compareCodeUnits);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const what = code === "ENOTDIR" ? "is a file, not a folder" : `cannot be read (${showProblem(fsProblem(err))})`;
    const fix = code === "ENOTDIR" ? "; move it away and make mods a folder" : "";
    const file = source === "profile" ? "mods" : dir;
    sink.add({ file, line: 1, subject: "mods", message: `${what}: no ${source} mods were loaded${fix}` });
    return undefined;
  }
}

/** One mod's manifest, with our own mistakes turned into that mod's warning rather than a crash. */
function guardedManifest(modDir: string, source: ModSource, sink: WarningSink, broken: Set<string>): ModFolder | undefined {
  try {
    let said: string | undefined;
    const mod = readManifest(modDir, source, sink, (id) => (said = id));
    if (!mod) for (const id of [basename(modDir), said]) if (id !== undefined) broken.add(id);
    return mod;
  } catch (err) {
    const folder = basename(modDir);
    broken.add(folder);
    sink.add({ file: `${folder}/manifest.toml`, line: 1, subject: folder, message: `internal error while reading: ${firstLine(err)}; mod skipped`, lost: "mod" });
    return undefined;
  }
}

function readManifest(modDir: string, source: ModSource, sink: WarningSink, brokenId: (id: string) => void): ModFolder | undefined {
  const folder = basename(modDir);
  const file = `${folder}/manifest.toml`;
  const path = join(modDir, "manifest.toml");
  const skip = (line: number, message: string) => {
    sink.add({ file, line, subject: folder, message: `${message}; mod skipped`, lost: "mod" });
    return undefined;
  };
  if (!existsSync(path) && !isLink(path)) {
    sink.add({ file, line: 1, subject: folder, message: "no manifest.toml: folder is not a mod; skipped", lost: "mod" });
    return undefined;
  }
  // The same link rule as the mod's data files: a manifest linked out of the mod is not read.
  const read = readTextFile(path, { within: { dir: modDir, where: "mod folder" } });
  if (!read.ok) return skip(read.line, read.linkOut ? read.reason : `manifest cannot be read: ${read.reason}`);
  const text = read.text;
  let data: unknown;
  try {
    data = parse(text);
  } catch (err) {
    return skip(err instanceof TomlError ? err.line : 1, `manifest cannot be read: ${firstLine(err)}`);
  }
  const lines = () => mapLines(text);
  const said = (data as { id?: unknown } | null)?.id;
  if (typeof said === "string") brokenId(said);
  const { tooBig } = inspectDoc(data);
  if (tooBig) return skip(lines().lineOf(tooBig.path), tooBig.message);
  const result = validate(manifestSchema, data, lines);
  for (const w of result.warnings) {
    sink.add({ file, line: w.line, subject: folder, message: withCost(w, result.ok, "mod skipped"), lost: result.ok ? undefined : "mod" });
  }
  if (!result.ok) return undefined;
  const manifest = result.value;
  if (manifest.depends.includes(manifest.id)) {
    const line = lines().lineOf(["depends", manifest.depends.indexOf(manifest.id)]);
    sink.add({ file, line, subject: folder, message: "depends: a mod cannot depend on itself; ignored" });
    manifest.depends = manifest.depends.filter((d) => d !== manifest.id);
  }
  return { manifest, dir: modDir, folder, source };
}

function realOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
