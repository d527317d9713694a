import { statSync } from "node:fs";
import { basename, resolve } from "node:path";
import { parse } from "smol-toml";
import { firstLine } from "../lib/errors.js";
import { manifestSchema } from "../loader/manifest.js";
import { folderContents } from "../loader/mod-contents.js";
import { listModFiles } from "../profile/safe-fs.js";
import { fsProblem, showProblem } from "../profile/fs-problem.js";
import { writeBeside } from "../profile/safe-write.js";
import { runCheckMod } from "./check-mod.js";
import type { Context } from "./context.js";

/** A version that can stand in a file name as it is (semver and its pre-release and build parts). */
const FILE_SAFE = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/**
 * `rustkeep mods pack DIR`: `check --mod DIR` first (its output is the command's), then the
 * mod's TOML and script files under one top folder named for the mod's id, into
 * `ID-VERSION.zip` in the current folder. A hard error packs nothing (exit 2); warnings are
 * said before the archive is written (exit 1, as `check`).
 */
export async function runPack(ctx: Context, dir: string, cwd = process.cwd()): Promise<number> {
  const modDir = resolve(dir);
  if (!isFolder(modDir)) {
    ctx.err(`mods pack ${dir}: no such folder (give the mod's folder, the one holding manifest.toml)`);
    return 2;
  }
  const code = await runCheckMod(ctx, modDir);
  if (code === 2) {
    ctx.err(`mods pack: ${basename(modDir)} has a hard error (above); nothing was packed`);
    return 2;
  }
  const manifest = readManifest(modDir);
  if (typeof manifest === "string") {
    ctx.err(`mods pack: ${manifest}; nothing was packed`);
    return 2;
  }
  const { id, version } = manifest;
  if (!FILE_SAFE.test(version)) {
    ctx.err(`mods pack: version "${version}" cannot name a file; write a semver version such as 1.2.0; nothing was packed`);
    return 2;
  }
  if (code === 1) ctx.err(`mods pack: ${id} loads with warnings (above); packing it anyway`);
  const { zipSync } = await import("fflate");
  const contents = folderContents(modDir);
  const entries: Record<string, Uint8Array> = {};
  for (const file of listModFiles(modDir, (name) => name.endsWith(".toml") || name.endsWith(".js")).files) {
    const read = contents.read(file.rel);
    // check has said why a file cannot be read; the archive leaves it out, as a load would.
    if (read.ok) entries[`${id}/${file.rel}`] = new TextEncoder().encode(read.text);
  }
  const name = `${id}-${version}.zip`;
  // A fixed date: the same folder packs to the same bytes.
  const zip = zipSync(entries, { level: 9, mtime: new Date(1980, 0, 1) });
  try {
    const path = writeBeside(cwd, name, zip);
    ctx.out(`packed ${id} ${version}: ${Object.keys(entries).length} file(s), ${zip.length} bytes, into ${path}`);
  } catch (err) {
    ctx.err(`mods pack: could not write ${name} in ${cwd}: ${showProblem(fsProblem(err))}`);
    return 2;
  }
  return code;
}

function readManifest(modDir: string): { id: string; version: string } | string {
  const read = folderContents(modDir).read("manifest.toml");
  if (!read.ok) return `manifest.toml cannot be read: ${read.reason}`;
  try {
    const result = manifestSchema.safeParse(parse(read.text));
    return result.success ? result.data : "manifest.toml is not a valid manifest";
  } catch (err) {
    return `manifest.toml cannot be read: ${firstLine(err)}`;
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
