import { isAbsolute, posix } from "node:path";
import type { ModFolder } from "./manifest.js";
import type { ReadState } from "./read.js";
import { undoLayer } from "./resolve.js";
import { entryKey, type WarningSink } from "./warnings.js";

/** The most bytes a script file may have: a script is a few hundred lines, not a data file. */
const MAX_SCRIPT_BYTES = 256 * 1024;

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
  for (const [id, top] of [...state.entries.scripts]) {
    // A broken override must not take the script it meant to replace down with it: the
    // layer below is compiled in its place, as for any other registry's override.
    for (let entry: ScriptEntry | undefined = top; entry;) {
      const problem = scriptProblem(id, entry, mods, compiler, noEngine);
      if (!problem) break;
      const back: ScriptEntry | undefined = entry.replaced;
      const origin = entry.origin;
      const cost = undoLayer(state, "scripts", id, entry);
      sink.add({
        file: origin.file,
        line: origin.lineOf(["file"]),
        subject: id,
        message: `${problem}; ${cost}`,
        lost: "entry",
        ...(back ? {} : { entry: entryKey("scripts", id) }),
      });
      entry = back;
    }
  }
}

type ScriptEntry = ReadState["entries"]["scripts"] extends Map<string, infer E> ? E : never;

/** Why a `[[scripts]]` entry's file cannot be used (read inside its mod, compiled), or undefined when it compiled. */
function scriptProblem(
  id: string,
  entry: ScriptEntry,
  mods: ReadonlyMap<string, ModFolder>,
  compiler: ScriptCompiler | undefined,
  noEngine: string,
): string | undefined {
  const origin = entry.origin;
  const mod = mods.get(origin.source.mod);
  const file = String(entry.value["file"]);
  if (!mod) return `no mod folder for "${origin.source.mod}"`;
  const rel = posix.normalize(file.replaceAll("\\", "/"));
  if (isAbsolute(file) || posix.isAbsolute(rel) || rel === ".." || rel.startsWith("../"))
    return `file "${file}" lies outside the mod folder`;
  const display = `${mod.folder}/${rel}`;
  const read = mod.contents.read(rel, MAX_SCRIPT_BYTES);
  if (!read.ok) return `${display}: ${read.reason}`;
  if (!compiler) return `${display}: ${noEngine}`;
  return compiler.compile(id, display, read.text);
}
