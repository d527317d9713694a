import { mapLines, type LineMap, type TomlPath } from "./toml-lines.js";

/**
 * A TOML file that was read: its text is kept so line numbers can be worked out
 * later (only when a warning or a tool asks for one).
 */
export class SourceFile {
  #lines: LineMap | undefined;

  constructor(
    /** Mod id. */
    readonly mod: string,
    /** `<mod folder>/<path inside the mod>`, as warnings show it. */
    readonly display: string,
    readonly text: string,
  ) {}

  /** `lines` as a function, made once per file, for callers that may never need it. */
  readonly lazyLines = (): LineMap => this.lines;

  get lines(): LineMap {
    this.#lines ??= mapLines(this.text);
    return this.#lines;
  }

  lineOf(path: TomlPath): number {
    return this.lines.lineOf(path);
  }
}

/** Where an entry stands: its file, table and index there (`items`, 3). */
export class EntryOrigin {
  constructor(
    readonly source: SourceFile,
    readonly table: string,
    readonly index: number,
  ) {}

  get mod(): string {
    return this.source.mod;
  }

  get file(): string {
    return this.source.display;
  }

  /** The entry's path in its file, `["items", 3]`. */
  get path(): TomlPath {
    return [this.table, this.index];
  }

  /** The entry's header line. */
  get line(): number {
    return this.source.lineOf(this.path);
  }

  /** The line of a field of this entry (falls back to the entry's header). */
  lineOf(field: TomlPath): number {
    return this.source.lineOf([this.table, this.index, ...field]);
  }
}
