import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { parse, TomlError } from "smol-toml";
import { firstLine } from "../lib/errors.js";
import { fsProblem, showProblem } from "../profile/fs-problem.js";
import { inspectDoc } from "./hostile.js";
import { manifestSchema, type ModFolder, type ModSource } from "./manifest.js";
import { checkManifest } from "./manifest-checks.js";
import { compareCodeUnits } from "../profile/safe-fs.js";
import { folderContents } from "./mod-contents.js";
import { openZipMod } from "./zip-contents.js";
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
export function discoverMods(
  paths: readonly SearchPath[],
  sink: WarningSink,
  chosen?: string,
  broken: Set<string> = new Set(),
): Map<string, ModFolder> {
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
      const zipped = isZipName(name) && isFile(modDir);
      if (!zipped && !isDirectory(modDir)) continue;
      const mod = zipped
        ? guarded(name, (said) => zipManifest(modDir, name, source, sink, said), sink, broken)
        : guarded(name, (said) => folderManifest(modDir, source, sink, said), sink, broken);
      if (!mod) continue;
      const earlier = found.get(mod.manifest.id);
      if (earlier && earlier.source === source) {
        const keep = chosenReal !== undefined && realOr(modDir) === chosenReal ? mod : earlier;
        const drop = keep === mod ? earlier : mod;
        sink.add({
          file: `${drop.folder}/manifest.toml`,
          line: 1,
          subject: mod.manifest.id,
          message: `mod id "${mod.manifest.id}" is also used by ${described(keep)}; this copy${drop.archive ? ` (${drop.archive})` : ""} is ignored`,
          lost: "mod",
        });
        found.set(mod.manifest.id, keep);
        continue;
      }
      if (earlier) {
        sink.add({
          file: `${mod.folder}/manifest.toml`,
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
/**
 * One mod's manifest, with our own mistakes turned into that mod's warning rather than a crash.
 * A copy that is no mod right now adds to `broken` its name and the id its manifest still reads as.
 */
function guarded(
  name: string,
  read: (brokenId: (id: string) => void) => ModFolder | undefined,
  sink: WarningSink,
  broken: Set<string>,
): ModFolder | undefined {
  try {
    let said: string | undefined;
    const mod = read((id) => (said = id));
    if (!mod) for (const id of [name, said]) if (id !== undefined) broken.add(id);
    return mod;
  } catch (err) {
    broken.add(name);
    sink.add({
      file: `${name}/manifest.toml`,
      line: 1,
      subject: name,
      message: `internal error while reading: ${firstLine(err)}; mod skipped`,
      lost: "mod",
    });
    return undefined;
  }
}

function folderManifest(modDir: string, source: ModSource, sink: WarningSink, brokenId: (id: string) => void): ModFolder | undefined {
  const folder = basename(modDir);
  const path = join(modDir, "manifest.toml");
  if (!existsSync(path) && !isLink(path)) {
    sink.add({
      file: `${folder}/manifest.toml`,
      line: 1,
      subject: folder,
      message: "no manifest.toml: folder is not a mod; skipped",
      lost: "mod",
    });
    return undefined;
  }
  return readManifest({ dir: modDir, folder, source, contents: folderContents(modDir) }, sink, brokenId);
}

/** A packed mod: the zip's layout first (a bad one loses the archive, one line), then its manifest as a folder's. */
function zipManifest(
  path: string,
  name: string,
  source: ModSource,
  sink: WarningSink,
  brokenId: (id: string) => void,
): ModFolder | undefined {
  const zip = openZipMod(path, name);
  if (!zip.ok) {
    sink.add({ file: name, line: 1, subject: name, message: `${zip.reason}; archive skipped`, lost: "mod" });
    return undefined;
  }
  return readManifest({ dir: path, folder: `${name}:${zip.top}`, source, contents: zip.contents, archive: name }, sink, brokenId);
}

function readManifest(found: Omit<ModFolder, "manifest">, sink: WarningSink, brokenId: (id: string) => void): ModFolder | undefined {
  const { folder } = found;
  const file = `${folder}/manifest.toml`;
  const skip = (line: number, message: string) => {
    sink.add({ file, line, subject: folder, message: `${message}; mod skipped`, lost: "mod" });
    return undefined;
  };
  // The same rules as the mod's data files: a manifest linked out of the mod is not read.
  const read = found.contents.read("manifest.toml");
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
  let map: ReturnType<typeof mapLines> | undefined;
  checkManifest(
    manifest,
    (at) => (map ??= lines()).lineOf(at),
    (line, message) => sink.add({ file, line, subject: folder, message }),
  );
  return { ...found, manifest };
}

/** How a warning names a mod's copy: its folder, or its zip. */
function described(mod: ModFolder): string {
  return mod.archive ? `archive ${mod.archive}` : `folder ${mod.folder}`;
}

function isZipName(name: string): boolean {
  return name.toLowerCase().endsWith(".zip");
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
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
