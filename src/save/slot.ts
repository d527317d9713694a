import type { GameState } from "../game/index.js";
import { readSaveText, slotPath, writeSlotText } from "../profile/save-slot.js";
import { parseSave, serialiseSave, type ParsedSave, type SaveHeader, type SaveRefusal } from "./format.js";

/**
 * A run in and out of the one save slot: the save format over the profile's slot file
 * (`profile/save-slot.ts`, which finds, writes, reads and empties it safely).
 */

/** Writes `state` into the slot. A run that is over is never saved: returns false and leaves the slot alone. */
export function writeSlot(home: string, state: GameState, header: Omit<SaveHeader, "schema">): boolean {
  if (state.over) return false;
  writeSlotText(home, serialiseSave(state, header));
  return true;
}

/** Reads a save file (the slot, or `--load FILE`); `within` keeps a read of the slot inside the profile. */
export function readSave(path: string, gameVersion: string, within?: string): ParsedSave | SaveRefusal {
  const read = readSaveText(path, within);
  return "refused" in read ? read : parseSave(read.text, gameVersion);
}

/** Reads the slot. */
export function readSlot(home: string, gameVersion: string): ParsedSave | SaveRefusal {
  return readSave(slotPath(home), gameVersion, home);
}
