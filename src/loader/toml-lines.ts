/**
 * Line numbers for TOML paths. smol-toml gives values without positions, so this
 * scanner walks a file that already parsed and records the line of every table header,
 * key and array element. It is only run for a file that has something to report, so
 * a clean load never pays for it.
 */

/** A path into a parsed TOML document: keys and array indices. */
export type TomlPath = readonly (string | number)[];

const SEP = "\u001f";

/** Joins a path into the lookup key used by {@link LineMap}. */
export function pathKey(path: TomlPath): string {
  return path.join(SEP);
}

/** The lines of one file's paths, with a lookup that falls back to the nearest parent. */
export class LineMap {
  constructor(private readonly lines: ReadonlyMap<string, number>) {}

  /** Line of `path`, else of its nearest recorded ancestor, else 1. */
  lineOf(path: TomlPath): number {
    for (let n = path.length; n > 0; n--) {
      const line = this.lines.get(pathKey(path.slice(0, n)));
      if (line !== undefined) return line;
    }
    return 1;
  }

  /** Line of `path` exactly, if recorded. */
  exact(path: TomlPath): number | undefined {
    return this.lines.get(pathKey(path));
  }
}

const NL = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const HASH = 35;
const QUOTE = 34;
const APOS = 39;
const BACKSLASH = 92;
const LBRACKET = 91;
const RBRACKET = 93;
const LBRACE = 123;
const RBRACE = 125;
const COMMA = 44;
const EQUALS = 61;
const DOT = 46;

/** Scans `source` (valid TOML) and returns the line of every path in it. */
export function mapLines(source: string): LineMap {
  return new LineMap(new Scanner(source).run());
}

class Scanner {
  private pos = 0;
  private line = 1;
  private linePos = 0;
  private readonly out = new Map<string, number>();
  /** Current index of each array of tables, by its resolved path key. */
  private readonly aot = new Map<string, number>();

  constructor(private readonly src: string) {}

  run(): Map<string, number> {
    let base: (string | number)[] = [];
    const src = this.src;
    while (this.pos < src.length) {
      const before = this.pos;
      this.skipBlank(true);
      if (this.pos >= src.length) break;
      const c = src.charCodeAt(this.pos);
      if (c === LBRACKET) {
        const isArray = src.charCodeAt(this.pos + 1) === LBRACKET;
        this.pos += isArray ? 2 : 1;
        const keys = this.readKey();
        this.pos = this.indexOf(RBRACKET) + (isArray ? 2 : 1);
        base = this.resolveHeader(keys, isArray);
      } else {
        this.keyValue(base);
      }
      this.skipToLineEnd();
      if (this.pos === before) this.pos++;
    }
    return this.out;
  }

  private resolveHeader(keys: string[], isArray: boolean): (string | number)[] {
    const path: (string | number)[] = [];
    keys.forEach((key, i) => {
      path.push(key);
      const k = pathKey(path);
      if (isArray && i === keys.length - 1) {
        const next = (this.aot.get(k) ?? -1) + 1;
        this.aot.set(k, next);
        this.record(path);
        path.push(next);
      } else {
        const current = this.aot.get(k);
        if (current !== undefined) path.push(current);
      }
    });
    this.record(path);
    return path;
  }

  private keyValue(base: (string | number)[]): void {
    const keys = this.readKey();
    const path = [...base];
    for (const key of keys) {
      path.push(key);
      this.record(path);
    }
    this.skipBlank(false);
    if (this.src.charCodeAt(this.pos) === EQUALS) this.pos++;
    this.skipBlank(false);
    this.value(path);
  }

  private value(path: (string | number)[]): void {
    const src = this.src;
    const c = src.charCodeAt(this.pos);
    if (c === QUOTE || c === APOS) return this.skipString();
    if (c === LBRACKET) {
      this.pos++;
      let index = 0;
      for (;;) {
        this.skipBlank(true);
        const d = src.charCodeAt(this.pos);
        if (this.pos >= src.length || d === RBRACKET) break;
        if (d === COMMA) {
          this.pos++;
          index++;
          continue;
        }
        const child = [...path, index];
        this.record(child);
        const before = this.pos;
        this.value(child);
        if (this.pos === before) this.pos++;
      }
      this.pos++;
      return;
    }
    if (c === LBRACE) {
      this.pos++;
      for (;;) {
        this.skipBlank(true);
        const d = src.charCodeAt(this.pos);
        if (this.pos >= src.length || d === RBRACE) break;
        if (d === COMMA) {
          this.pos++;
          continue;
        }
        const before = this.pos;
        this.keyValue(path);
        if (this.pos === before) this.pos++;
      }
      this.pos++;
      return;
    }
    // A scalar: number, boolean or date runs to a delimiter.
    while (this.pos < src.length) {
      const d = src.charCodeAt(this.pos);
      if (d === COMMA || d === RBRACKET || d === RBRACE || d === NL || d === HASH) break;
      this.pos++;
    }
  }

  /** Reads a dotted key: bare, "basic" or 'literal' parts. */
  private readKey(): string[] {
    const src = this.src;
    const keys: string[] = [];
    for (;;) {
      this.skipBlank(false);
      const c = src.charCodeAt(this.pos);
      if (c === QUOTE || c === APOS) {
        const start = this.pos;
        this.skipString();
        keys.push(unquote(src.slice(start, this.pos)));
      } else {
        const start = this.pos;
        while (this.pos < src.length && isBare(src.charCodeAt(this.pos))) this.pos++;
        keys.push(src.slice(start, this.pos));
      }
      this.skipBlank(false);
      if (src.charCodeAt(this.pos) !== DOT) return keys;
      this.pos++;
    }
  }

  private skipString(): void {
    const src = this.src;
    const q = src.charCodeAt(this.pos);
    const triple = src.charCodeAt(this.pos + 1) === q && src.charCodeAt(this.pos + 2) === q;
    this.pos += triple ? 3 : 1;
    while (this.pos < src.length) {
      const c = src.charCodeAt(this.pos);
      if (c === BACKSLASH && q === QUOTE) {
        this.pos += 2;
        continue;
      }
      if (c === q) {
        if (!triple) {
          this.pos++;
          return;
        }
        if (src.charCodeAt(this.pos + 1) === q && src.charCodeAt(this.pos + 2) === q) {
          // A closing triple may be followed by up to two more quotes that belong to the string.
          this.pos += 3;
          while (src.charCodeAt(this.pos) === q) this.pos++;
          return;
        }
      }
      if (c === NL && !triple) return;
      this.pos++;
    }
  }

  /** Skips spaces and tabs; with `newlines`, also line breaks and comments. */
  private skipBlank(newlines: boolean): void {
    const src = this.src;
    while (this.pos < src.length) {
      const c = src.charCodeAt(this.pos);
      if (c === SPACE || c === TAB || c === CR) this.pos++;
      else if (newlines && c === NL) this.pos++;
      else if (newlines && c === HASH) this.skipToLineEnd();
      else return;
    }
  }

  private skipToLineEnd(): void {
    const end = this.src.indexOf("\n", this.pos);
    this.pos = end === -1 ? this.src.length : end;
  }

  private indexOf(code: number): number {
    const i = this.src.indexOf(String.fromCharCode(code), this.pos);
    return i === -1 ? this.src.length : i;
  }

  /** Records the current line for `path` (first mention wins). */
  private record(path: readonly (string | number)[]): void {
    const k = pathKey(path);
    if (this.out.has(k)) return;
    const src = this.src;
    // Positions only grow, so counting newlines since the last record is linear overall.
    while (this.linePos < this.pos) {
      if (src.charCodeAt(this.linePos) === NL) this.line++;
      this.linePos++;
    }
    this.out.set(k, this.line);
  }
}

function isBare(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
}

function unquote(raw: string): string {
  const inner = raw.slice(1, -1);
  if (raw[0] === "'") return inner;
  try {
    return JSON.parse(`"${inner}"`) as string;
  } catch {
    return inner;
  }
}
