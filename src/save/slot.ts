import { lstatSync } from "node:fs";
import { join } from "node:path";
import type { GameState } from "../game/state.js";
import { WriteProblem } from "../profile/fs-problem.js";
import { readTextFile } from "../profile/safe-read.js";
import { deleteFiles, profileFolder, syncFolder, writeDurable } from "../profile/safe-write.js";
import { parseSave, serialiseSave, type ParsedSave, type SaveHeader, type SaveRefusal } from "./format.js";

/**
 * The one save slot, `<profile>/saves/save.toml`, on disk. Every way in goes through the
 * profile-safe read and write: no write through a link out of the profile, a write is
 * atomic, and a save that cannot be read is refused and left exactly where it is.
 */

export const SAVES_DIR = "saves";
export const SAVE_FILE = "save.toml";

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

/** Writes `state` into the slot. A run that is over is never saved: returns false and leaves the slot alone. */
export function writeSlot(home: string, state: GameState, header: Omit<SaveHeader, "schema">): boolean {
  if (state.over) return false;
  writeDurable(profileFolder(home, SAVES_DIR), SAVE_FILE, serialiseSave(state, header));
  return true;
}

/** Reads a save file (the slot, or `--load FILE`); `within` keeps a read of the slot inside the profile. */
export function readSave(path: string, gameVersion: string, within?: string): ParsedSave | SaveRefusal {
  const read = readTextFile(path, within ? { within: { dir: within, where: "profile" } } : {});
  if (!read.ok) return { refused: read.line > 1 ? `line ${read.line}: ${read.reason}` : read.reason };
  return parseSave(read.text, gameVersion);
}

/** Reads the slot. */
export function readSlot(home: string, gameVersion: string): ParsedSave | SaveRefusal {
  return readSave(slotPath(home), gameVersion, home);
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
