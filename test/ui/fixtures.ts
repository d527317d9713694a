import { join } from "node:path";
import { expect } from "vitest";
import { stripVTControlCharacters } from "node:util";
import type { Registries } from "../../src/content/registries.js";
import { STATUS_LINES } from "../../src/ui/components/StatusLine.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";
import type { Rendered } from "./press.js";

/** The real core mod's registries, loaded through the whole pipeline. */
export function coreRegistries(): Registries {
  return loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries;
}

/** A frame without colour codes, as rows. */
export function rowsOf(frame: string | undefined): string[] {
  return stripVTControlCharacters(frame ?? "").split("\n");
}

/** Every [column, row] where `char` appears in a frame. */
export function findAll(frame: string | undefined, char: string): [number, number][] {
  const found: [number, number][] = [];
  rowsOf(frame).forEach((row, y) => [...row].forEach((c, x) => c === char && found.push([x, y])));
  return found;
}

/** Every [column, row] of `char` below the map's status lines (whose first starts with the hero's glyph). */
export function findOnMap(frame: string | undefined, char: string): [number, number][] {
  return findAll(frame, char).filter(([, y]) => y >= STATUS_LINES);
}

/** The turn counter from the status line. */
export function turnOf(frame: string | undefined): number {
  const match = /turn (\d+)/.exec(stripVTControlCharacters(frame ?? ""));
  if (!match) throw new Error(`no turn counter in:\n${frame}`);
  return Number(match[1]);
}

/** `text` as a regular expression that matches it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every help line (a binding, or a group such as the runs) shows its keys and then its label. */
export function helpLinePattern(cell: { keys: string; label: string }): RegExp {
  return new RegExp(`${literal(cell.keys)} +${literal(cell.label)}`);
}

/** Every row of the last frame fits `columns`, and there are at most `rows` − 1 of them (the App draws one short of the terminal). */
export function expectFits(ui: Pick<Rendered, "lastFrame">, columns = 80, rows = 24): void {
  const frame = rowsOf(ui.lastFrame());
  expect(frame.length).toBeLessThanOrEqual(rows - 1);
  for (const row of frame) expect([...row].length, row).toBeLessThanOrEqual(columns);
}
