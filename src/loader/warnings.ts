import { printable } from "../lib/safe-text.js";

/**
 * A load warning: one line `mod/file.toml:LINE: subject — message`. Warnings are
 * collected, never thrown; `lost` says what the mistake cost (an entry, a file, a mod).
 */
export interface Warning {
  /** Path shown to the modder: `<mod folder>/<path inside the mod>`, or a profile file. */
  readonly file: string;
  readonly line: number;
  /** Only for a TOML syntax error: the column (1-based), shown as `file:LINE:COL`. */
  readonly column?: number;
  /** The entry's full id, `items[3]` when it has none, or the file/mod/table concerned. */
  readonly subject: string;
  readonly message: string;
  readonly lost?: "entry" | "file" | "mod" | "table" | "field";
  /** The entry this warning lost, as `registry full-id` (see `entryKey`): what refers to it can name this warning. */
  readonly entry?: string;
  /** For a loss by cascade: the entry whose own mistake it goes back to (an `entry` key). */
  readonly cause?: string;
  /** For a lost override or extension: which it was (its entry stays, as the layer below). */
  readonly undone?: "override" | "extension";
}

/** How `Warning.entry` and `Warning.cause` name an entry: `items tide:black_pearl`. */
export function entryKey(registry: string, id: string): string {
  return `${registry} ${id}`;
}

/** The warning's line; folder names, keys and values quoted from a mod are shown escaped (`\u001b`). */
export function formatWarning(w: Warning): string {
  const at = w.column === undefined ? `${w.line}` : `${w.line}:${w.column}`;
  return printable(`${w.file}:${at}: ${w.subject} — ${w.message}`);
}

/**
 * A load notice: something no mistake of form but worth knowing (a new mod added to
 * `load_order.toml`; an ai rule that can never be chosen). Logged and shown like a warning,
 * never counted as one: a clean mod's first `check` exits 0.
 */
export interface Notice {
  /** `mod_added`: a new mod entered `load_order.toml`; `unreachable`: content play can never reach, or reaches without end (`unreachable.ts`); `renamed`: an old id read as its new one (`renames.ts`). */
  readonly kind: "mod_added" | "unreachable" | "renamed";
  readonly file: string;
  readonly line: number;
  readonly subject: string;
  readonly message: string;
}

export function formatNotice(n: Notice): string {
  return printable(`notice: ${n.file}:${n.line}: ${n.subject} — ${n.message}`);
}

/** One of the hard errors: the game cannot start, and the message says what to do. */
export interface HardError {
  readonly kind: "dependency_missing" | "dependency_order" | "core_missing" | "mod_unusable";
  readonly message: string;
  readonly fix: string;
}

export function formatHardError(e: HardError): string {
  return `error: ${printable(e.message)}\n  fix: ${printable(e.fix)}`;
}

/** Collects warnings (and, apart, notices) in the order they are found. */
export class WarningSink {
  readonly list: Warning[] = [];
  readonly notices: Notice[] = [];
  add(w: Warning): void {
    this.list.push(w);
  }
  notice(n: Notice): void {
    this.notices.push(n);
  }
}
