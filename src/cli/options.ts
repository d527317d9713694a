import { WriteProblem } from "../profile/fs-problem.js";
import { writeInProfile } from "../profile/safe-write.js";
import { DEFAULT_OPTIONS, optionsText, parseOptionsFile, type Options, type OptionsFileResult } from "../profile/options-file.js";
import { readProfileFile } from "../profile/profile-file.js";

/** A few options are a few lines; anything far past that is not an options file. */
export const OPTIONS_FILE_CAP = 16 * 1024;

/**
 * The profile's `options.toml`, read the profile-safe way (no pipe waited on, no link out
 * of the profile, at most {@link OPTIONS_FILE_CAP} bytes). No file: the defaults and no
 * problem. A file that cannot be read: the defaults and one line why.
 */
export function readOptionsFile(home: string): OptionsFileResult {
  const file = { name: "options.toml", cap: OPTIONS_FILE_CAP, usedNote: "default options used" };
  return readProfileFile(home, file, parseOptionsFile, (problems) => ({ options: DEFAULT_OPTIONS, problems }));
}

/** Writes `options` as the profile's `options.toml`; a failure is one line to show, never a throw. */
export function writeOptionsFile(home: string, options: Options): string | undefined {
  try {
    writeInProfile(home, "options.toml", optionsText(options));
    return undefined;
  } catch (err) {
    if (err instanceof WriteProblem) return `options.toml: cannot save the options: ${err.message}`;
    throw err;
  }
}
