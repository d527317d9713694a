import { join } from "node:path";
import { printable } from "../lib/safe-text.js";
import { exists } from "../loader/safe-fs.js";
import { readTextFile } from "../loader/safe-read.js";

/**
 * A profile file's text (`keys.toml`, `options.toml`), read the profile-safe way: no pipe
 * waited on, no link out of the profile, at most `cap` bytes. Undefined when there is no
 * such file; `{ problem }` (`keys.toml: why`) when it cannot be read.
 */
export function readProfileText(home: string, name: string, cap: number): string | { readonly problem: string } | undefined {
  const path = join(home, name);
  if (!exists(path)) return undefined;
  const read = readTextFile(path, { within: { dir: home, where: "profile" }, cap });
  return read.ok ? read.text : { problem: `${name}: ${printable(read.reason)}` };
}
