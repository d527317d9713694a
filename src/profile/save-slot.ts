import { lstatSync } from "node:fs";
import { join } from "node:path";
import { WriteProblem } from "./fs-problem.js";
import { readTextFile } from "./safe-read.js";
import { deleteFiles, profileFolder, syncFolder, writeDurable } from "./safe-write.js";

/**
 * The one save slot, `<profile>/saves/save.toml`, as a file. Every way in goes through the
 * profile-safe read and write: no write through a link out of the profile, a write is
 * atomic, and a save that cannot be read is refused and left exactly where it is. What the
 * text says is the save format's (`save/`): this file only moves it.
 */

export const SAVES_DIR = "saves";
const SAVE_FILE = "save.toml";

/** Where the slot is (whether or not there is a save in it). */
export function slotPath(home: string): string {
  return join(home, SAVES_DIR, SAVE_FILE);
}

/** Whether there is something in the slot (a file, a link, anything: a refusal is for the reader to show). */
export function slotTaken(home: string): boolean {
  try {
    lstatSync(slotPath(home));
    return true;
  } catch {
    return false;
  }
}

/** Writes `text` into the slot, durably (a crash leaves the old save or the new one, never half of one). */
export function writeSlotText(home: string, text: string): void {
  writeDurable(profileFolder(home, SAVES_DIR), SAVE_FILE, text);
}

/** A save file's text, or the one line why it cannot be read; `within` keeps a read of the slot inside the profile. */
export function readSaveText(path: string, within?: string): { readonly text: string } | { readonly refused: string } {
  const read = readTextFile(path, within ? { within: { dir: within, where: "profile" } } : {});
  if (!read.ok) return { refused: read.line > 1 ? `line ${read.line}: ${read.reason}` : read.reason };
  return { text: read.text };
}

/** Empties the slot (permadeath): the file goes, a link is removed itself, never its target. */
export function clearSlot(home: string): void {
  try {
    const dir = profileFolder(home, SAVES_DIR);
    deleteFiles(dir, [SAVE_FILE]);
    syncFolder(dir);
  } catch (err) {
    // A profile that cannot be written keeps its save; the run is over either way.
    if (!(err instanceof WriteProblem)) throw err;
  }
}
