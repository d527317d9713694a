import { isAbsolute, join, posix, resolve } from "node:path";
import type { ModFolder } from "./manifest.js";
import type { ReadState } from "./read.js";
import { isInside } from "./safe-fs.js";
import { readTextFile } from "./safe-read.js";
import { entryKey, type WarningSink } from "./warnings.js";

/** The most bytes a script file may have: a script is a few hundred lines, not a data file. */
export const MAX_SCRIPT_BYTES = 256 * 1024;

/** What compiles a script at load: the load warning (`mod/file.js:LINE:COL: message`) when it does not. */
export interface ScriptCompiler {
  compile(id: string, display: string, source: string): string | undefined;
}

/**
 * Between read and resolve: every `[[scripts]]` entry's file is read (inside its mod only)
 * and compiled. One that cannot be is lost with a warning; phase 3 then loses, as for any
 * missing entry, whatever refers to it (the warning's `entry` names the loss).
 */
export function compileScripts(
  state: ReadState,
  mods: ReadonlyMap<string, ModFolder>,
  sink: WarningSink,
  compiler: ScriptCompiler | undefined,
  noEngine = "the script engine is not loaded",
): void {
  const entries = state.entries.scripts;
  for (const [id, entry] of [...entries]) {
    const origin = entry.origin;
    const lose = (message: string) => {
      entries.delete(id);
      sink.add({ file: origin.file, line: origin.lineOf(["file"]), subject: id, message: `${message}; entry not loaded`, lost: "entry", entry: entryKey("scripts", id) });
    };
    const mod = mods.get(origin.source.mod);
    const file = String(entry.value["file"]);
    if (!mod) {
      lose(`no mod folder for "${origin.source.mod}"`);
      continue;
    }
    const path = resolve(mod.dir, file);
    if (isAbsolute(file) || !isInside(resolve(mod.dir), path)) {
      lose(`file "${file}" lies outside the mod folder`);
      continue;
    }
    const display = `${mod.folder}/${posix.normalize(file.replaceAll("\\", "/"))}`;
    const read = readTextFile(join(mod.dir, file), { within: { dir: mod.dir, where: "mod folder" }, cap: MAX_SCRIPT_BYTES });
    if (!read.ok) {
      lose(`${display}: ${read.reason}`);
      continue;
    }
    if (!compiler) {
      lose(`${display}: ${noEngine}`);
      continue;
    }
    const problem = compiler.compile(id, display, read.text);
    if (problem) lose(problem);
  }
}
