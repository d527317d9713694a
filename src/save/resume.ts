import { pushAll } from "../lib/arrays.js";
import { appendFileSync } from "node:fs";
import { Game, type FloorBuilder } from "../game/index.js";
import type { LoadResult } from "../loader/load.js";
import { refusalLine, type SaveHeader, type SaveRefusal } from "./format.js";
import { dropMissing } from "./reconcile.js";
import { newerModLines, renameSaveIds } from "./renames.js";
import { readSave, readSlot } from "./slot.js";

/**
 * A save turned back into a game, with what was dropped for mods no longer loaded (or of a
 * newer version) and, as notices, the ids read under the names a mod gave them since; or why it cannot be.
 */
export type Resumed =
  | { readonly game: Game; readonly warnings: readonly string[]; readonly notices: readonly string[]; readonly header: SaveHeader }
  | SaveRefusal;

/** What a save made now records: this program's version and the mods loaded, in load order. */
export function headerOf(load: Extract<LoadResult, { ok: true }>, gameVersion: string): Omit<SaveHeader, "schema"> {
  return { game_version: gameVersion, mods: load.mods.filter((m) => m.enabled).map((m) => ({ id: m.id, version: m.version })) };
}

/**
 * Reads a save (`file`, or the profile's slot) and checks it against the mods loaded now.
 * The warnings also go into this launch's load log; a refusal is the caller's to log
 * (`logRefusal`), since the title may have read and logged the same one already. The file
 * is never written or removed. The game gets the floor builder and the load's script engine.
 */
export function resume(
  load: Extract<LoadResult, { ok: true }>,
  home: string,
  gameVersion: string,
  buildFloor: FloorBuilder,
  file?: string,
): Resumed {
  const read = file === undefined ? readSlot(home, gameVersion) : readSave(file, gameVersion);
  if ("refused" in read) return read;
  const notices = renameSaveIds(read.state, read.header, load.registries);
  // Said once, where the player reads the run: the message log.
  pushAll(
    read.state.log,
    notices.map((n) => `Note: ${n}.`),
  );
  const dropped = dropMissing(read.state, load.registries);
  const game = new Game(read.state, { buildFloor, scripts: load.scripts });
  const heading = `Save ${file ?? "slot"} (rustkeep ${read.header.game_version}, this is ${gameVersion}):`;
  // A mod gone is worth a word only when the save lost something with it.
  if (!dropped.length) {
    if (notices.length) appendToLog(load, [heading, ...notices.map((l) => `  notice: ${l}`)]);
    return { game, warnings: [], notices, header: read.header };
  }
  const warnings = [
    ...modLines(read.header, load),
    ...newerModLines(
      read.header,
      load.mods.filter((m) => m.enabled),
    ),
    ...dropped,
  ];
  appendToLog(load, [heading, ...notices.map((l) => `  notice: ${l}`), ...warnings.map((l) => `  ${l}`)]);
  return { game, warnings, notices, header: read.header };
}

/** `mod frost 1.2.0 is not loaded` for each mod the save names that is missing now. */
function modLines(header: SaveHeader, load: Extract<LoadResult, { ok: true }>): string[] {
  const loaded = new Set(load.mods.filter((m) => m.enabled).map((m) => m.id));
  return header.mods.filter((m) => !loaded.has(m.id)).map((m) => `mod ${m.id} ${m.version} was in the save and is not loaded`);
}

/**
 * A refusal for a screen that has a few lines for it: the first problems, and where the
 * whole list went (this launch's load log).
 */
export function shortRefusal(load: Extract<LoadResult, { ok: true }>, r: SaveRefusal, max = 3): string {
  const line = refusalLine(r, max);
  return (r.problems?.length ?? 0) > max && !load.logProblem ? `${line} — all of them in ${load.logPath}` : line;
}

/** Writes a refusal, every problem on its own line, into this launch's load log. */
export function logRefusal(load: Extract<LoadResult, { ok: true }>, r: SaveRefusal, file?: string): void {
  appendToLog(load, [`Save ${file ?? "slot"} refused: ${r.refused}`, ...(r.problems ?? []).map((p) => `  ${p}`)]);
}

function appendToLog(load: Extract<LoadResult, { ok: true }>, lines: readonly string[]): void {
  if (load.logProblem) return;
  try {
    appendFileSync(load.logPath, ["", ...lines, ""].join("\n"));
  } catch {
    // The log is a record, not a condition of playing.
  }
}
