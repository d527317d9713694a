import { readProfileFile } from "./profile-file.js";
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
  const file = { name: "keys.toml", cap: KEYS_FILE_CAP, usedNote: "default keys used" };
  return readProfileFile(home, file, (text) => mergeKeysFile(text), (problems) => ({ bindings: BINDINGS, problems }));
}
