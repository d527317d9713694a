import { exists } from "./safe-fs.js";
import { showProblem, WriteProblem } from "./fs-problem.js";
import { profileFolder, writeBeside } from "./safe-write.js";

/** The profile folder the morgue files go to. */
const MORGUE_DIR = "morgue";

/** Longest name part of a morgue file, in characters. */
const MAX_NAME = 32;

/**
 * The hero's name as a safe part of a file name: letters, digits, `-` and `_` only (a
 * space becomes `_`; dots, slashes, control characters and the rest go), at most
 * {@link MAX_NAME} characters, and "hero" when nothing is left. No `..`, no path.
 */
export function safeFileName(name: string): string {
  const kept = [...name.normalize("NFC")]
    .map((ch) => (/^[\p{L}\p{N}_-]$/u.test(ch) ? ch : /^\s$/u.test(ch) ? "_" : ""))
    .join("")
    .replace(/_+/g, "_")
    .replace(/^[-_]+|[-_]+$/g, "");
  return [...kept].slice(0, MAX_NAME).join("") || "hero";
}

/** How many `-2`, `-3`… names are tried before a morgue write gives up (a full folder of one day's heroes). */
const MAX_COUNTER = 999;

/**
 * Writes a morgue file `<profile>/morgue/<date>-<name>.txt` (through the profile's safe
 * writes: never through a link out of it); an existing file is kept and the new one is
 * numbered (`…-2.txt`). Returns the path written, or throws a {@link WriteProblem}.
 */
export function writeMorgue(home: string, date: string, heroName: string, text: string): string {
  const dir = profileFolder(home, MORGUE_DIR);
  const stem = `${date}-${safeFileName(heroName)}`;
  for (let n = 1; n <= MAX_COUNTER; n++) {
    const name = n === 1 ? `${stem}.txt` : `${stem}-${n}.txt`;
    if (!exists(`${dir}/${name}`)) return writeBeside(dir, name, text);
  }
  throw new WriteProblem(`${MAX_COUNTER} morgue files named ${stem} already`, "move some away");
}

/** One line for the player: where the morgue file went, or why it could not be written. */
export function morgueNote(write: () => string, shownAs: (path: string) => string): string {
  try {
    return `morgue file: ${shownAs(write())}`;
  } catch (err) {
    const reason = err instanceof WriteProblem ? showProblem(err) : String(err);
    return `no morgue file: ${MORGUE_DIR}/: ${reason}`;
  }
}
