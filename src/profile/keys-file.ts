import { readProfileFile } from "./profile-file.js";

/** The profile's key layout file. */
const KEYS_FILE = "keys.toml";

/** A key layout is a few dozen lines; anything far past that is not one. */
const KEYS_FILE_CAP = 64 * 1024;

/**
 * The profile's `keys.toml`, read the profile-safe way (no pipe waited on, no link out of the
 * profile, at most {@link KEYS_FILE_CAP} bytes) and handed to `merge`: the UI's, which knows the
 * inputs and the key names (the profile only holds the file). No file: `fallback` with no
 * problem. A file that cannot be read: `fallback` with one line why.
 */
export function readKeysFile<T>(home: string, merge: (text: string) => T, fallback: (problems: readonly string[]) => T): T {
  const file = { name: KEYS_FILE, cap: KEYS_FILE_CAP, usedNote: "default keys used" };
  return readProfileFile(home, file, merge, fallback);
}
