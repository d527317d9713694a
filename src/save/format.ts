import { parse, stringify, TomlError } from "smol-toml";
import type { GameState } from "../game/index.js";
import { mapLines } from "../loader/toml-lines.js";
import { describeIssue } from "../loader/validate.js";
import { brokenInvariants } from "./invariants.js";
import { saveSchema } from "./schema.js";

/**
 * The save file as text, and back: pure (no file system), so the round trip is testable
 * and benchmarkable on its own. A save is TOML: the header (`schema`, `game_version`,
 * `mods`), then `[game]`, the whole state tree; floor tiles stay ASCII rows.
 */

/** The save format's version. Bump it when a field changes meaning; a save of another version is refused. */
export const SAVE_SCHEMA = 1;

/** What a save records about the program and mods that wrote it. */
export interface SaveHeader {
  readonly schema: number;
  readonly game_version: string;
  readonly mods: readonly { readonly id: string; readonly version: string }[];
}

/** A save read back: its header and the game tree as written. */
export interface ParsedSave {
  readonly header: SaveHeader;
  readonly state: GameState;
}

/**
 * Why a save cannot be loaded: a headline naming the file's version against this program's,
 * and every problem found (each with its line), never just the first.
 */
export interface SaveRefusal {
  readonly refused: string;
  readonly problems?: readonly string[];
}

/** How many problems a refusal keeps: enough for any real mistake, bounded for a garbage file. */
const MAX_PROBLEMS = 200;

/** The refusal as one line, with at most `max` problems spelled out and a count of the rest. */
export function refusalLine(r: SaveRefusal, max = Infinity): string {
  const problems = r.problems ?? [];
  if (!problems.length) return r.refused;
  const shown = problems.slice(0, max);
  const more = problems.length - shown.length;
  return `${r.refused}: ${shown.join("; ")}${more > 0 ? ` (+${more} more)` : ""}`;
}

/** The save's text for `state`. The same state always gives the same bytes. */
export function serialiseSave(state: GameState, header: Omit<SaveHeader, "schema">): string {
  const doc = {
    schema: SAVE_SCHEMA,
    game_version: header.game_version,
    mods: header.mods.map((m) => ({ id: m.id, version: m.version })),
    game: state,
  };
  return stringify(doc) + "\n";
}

/**
 * The save in `text`, or why not. The schema version is checked before the rest, so a save
 * from another version is refused naming both, not with a list of fields that moved.
 */
export function parseSave(text: string, gameVersion: string): ParsedSave | SaveRefusal {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (err) {
    const line = err instanceof TomlError ? err.line : 1;
    return { refused: `line ${line}: not valid TOML (${firstLineOf(err)})` };
  }
  const schema = (raw as { schema?: unknown }).schema;
  const written = typeof schema === "number" ? `schema ${schema}` : "no schema number";
  const from =
    typeof (raw as { game_version?: unknown }).game_version === "string"
      ? ` (rustkeep ${String((raw as { game_version: string }).game_version)})`
      : "";
  if (schema !== SAVE_SCHEMA) {
    return { refused: `the save has ${written}${from}; this rustkeep ${gameVersion} reads schema ${SAVE_SCHEMA}` };
  }
  const checked = saveSchema().safeParse(raw, { reportInput: true });
  if (!checked.success) {
    const lines = mapLines(text);
    const all = checked.error.issues;
    const problems = all
      .slice(0, MAX_PROBLEMS)
      .map((i) => `line ${lines.lineOf(i.path as (string | number)[])}: ${i.path.join(".") || "(top)"}: ${describeIssue(i)}`);
    if (all.length > MAX_PROBLEMS) problems.push(`and ${all.length - MAX_PROBLEMS} more`);
    const count = `${all.length} problem${all.length === 1 ? "" : "s"}`;
    return {
      refused: `the save (schema ${SAVE_SCHEMA}, written by ${from ? from.slice(2, -1) : "an unnamed version"}) does not match the format of this rustkeep ${gameVersion}, ${count}`,
      problems,
    };
  }
  const { game, ...header } = checked.data;
  const state = game as GameState;
  const broken = brokenInvariants(state);
  if (broken.length) {
    const lines = mapLines(text);
    const problems = broken.slice(0, MAX_PROBLEMS).map((b) => `line ${lines.lineOf(b.path)}: ${b.path.join(".")}: ${b.message}`);
    const count = `${broken.length} problem${broken.length === 1 ? "" : "s"}`;
    return { refused: `the save does not hold together (${count}): it was changed by hand or damaged`, problems };
  }
  return { header, state };
}

function firstLineOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (text.split("\n")[0] ?? text).replace(/^Invalid TOML document: /, "");
}
