import { join } from "node:path";
import { printable } from "../lib/safe-text.js";
import { exists } from "../loader/safe-fs.js";
import { readTextFile } from "../loader/safe-read.js";
import { mergeKeysFile, type KeysFileResult } from "../ui/keys-file.js";
import { BINDINGS } from "../ui/keymap.js";

/** A key layout is a few dozen lines; anything far past that is not one. */
export const KEYS_FILE_CAP = 64 * 1024;

/**
 * The profile's `keys.toml` merged over the default keys, read the profile-safe way (no
 * pipe waited on, no link out of the profile, at most {@link KEYS_FILE_CAP} bytes). No file:
 * the defaults and no problem. A file that cannot be read: the defaults and one line why.
 */
export function readKeysFile(home: string): KeysFileResult {
  const path = join(home, "keys.toml");
  if (!exists(path)) return { bindings: BINDINGS, problems: [] };
  const read = readTextFile(path, { within: { dir: home, where: "profile" }, cap: KEYS_FILE_CAP });
  if (!read.ok) return { bindings: BINDINGS, problems: [`keys.toml: ${printable(read.reason)}; default keys used`] };
  return mergeKeysFile(read.text);
}
