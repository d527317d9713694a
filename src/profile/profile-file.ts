import { join } from "node:path";
import { printable } from "../lib/safe-text.js";
import { exists } from "./safe-fs.js";
import { readTextFile } from "./safe-read.js";

/**
 * A profile settings file (`keys.toml`, `options.toml`) parsed, read the profile-safe way: no
 * pipe waited on, no link out of the profile, at most `cap` bytes. No such file: `fallback`
 * with no problem. A file that cannot be read: `fallback` with one line (`keys.toml: why;
 * <usedNote>`), so every settings file says the same thing the same way.
 */
export function readProfileFile<T>(
  home: string,
  file: { readonly name: string; readonly cap: number; readonly usedNote: string },
  parse: (text: string) => T,
  fallback: (problems: readonly string[]) => T,
): T {
  const path = join(home, file.name);
  if (!exists(path)) return fallback([]);
  const read = readTextFile(path, { within: { dir: home, where: "profile" }, cap: file.cap });
  return read.ok ? parse(read.text) : fallback([`${file.name}: ${printable(read.reason)}; ${file.usedNote}`]);
}
