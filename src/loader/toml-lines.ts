/**
 * Line numbers for TOML paths. smol-toml gives values without positions, so this
 * scanner walks a file that already parsed and records the line of every table header,
 * key and array element. It is only run for a file that has something to report, so
 * a clean load never pays for it.
 */

/** A path into a parsed TOML document: keys and array indices. */
export type TomlPath = readonly (string | number)[];

const SEP = "\u001f";

/**
 * The paths of one file as a tree: node 0 is the document, and a child is found by
 * `<parent id>SEP<key>` in one flat map. Every lookup key is one segment long, so
 * recording a path of n segments costs n steps, not n² (a 40,000-segment dotted key
 * took seconds with whole-path keys).
 */
class PathTree {
  readonly #children = new Map<string, number>();
  /** Line of each node; 0 when the node is only a step on the way. */
  readonly lines: number[] = [0];

  /** The node for `key` under `parent`, made if missing. */
  child(parent: number, key: string | number): number {
    const k = `${parent}${SEP}${key}`;
    let id = this.#children.get(k);
    if (id === undefined) {
      id = this.lines.length;
      this.lines.push(0);
      this.#children.set(k, id);
    }
    return id;
  }

  /** The node for `key` under `parent`, if recorded. */
  find(parent: number, key: string | number): number | undefined {
    return this.#children.get(`${parent}${SEP}${key}`);
  }
}

/** The lines of one file's paths, with a lookup that falls back to the nearest parent. */
export class LineMap {
  constructor(private readonly tree: PathTree) {}

  /** Line of `path`, else of its nearest recorded ancestor, else 1. */
  lineOf(path: TomlPath): number {
    let best = 1;
    let node = 0;
    for (const seg of path) {
      const next = this.tree.find(node, seg);
      if (next === undefined) break;
      node = next;
      if (this.tree.lines[node]) best = this.tree.lines[node]!;
    }
    return best;
  }

  /** Line of `path` exactly, if recorded. */
  exact(path: TomlPath): number | undefined {
    let node: number | undefined = 0;
    for (const seg of path) {
      node = this.tree.find(node, seg);
      if (node === undefined) return undefined;
    }
    return this.tree.lines[node] || undefined;
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

/** Walks the text once; a path is carried as its node in the tree, never as an array copied per key. */
class Scanner {
  private pos = 0;
  private line = 1;
  private linePos = 0;
  private readonly tree = new PathTree();
  /** Current index of each array of tables, by its node. */
  private readonly aot = new Map<number, number>();

  constructor(private readonly src: string) {}

  run(): PathTree {
    let base = 0;
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
    return this.tree;
  }

  private resolveHeader(keys: string[], isArray: boolean): number {
    let node = 0;
    keys.forEach((key, i) => {
      node = this.tree.child(node, key);
      if (isArray && i === keys.length - 1) {
        const next = (this.aot.get(node) ?? -1) + 1;
        this.aot.set(node, next);
        this.record(node);
        node = this.tree.child(node, next);
      } else {
        const current = this.aot.get(node);
        if (current !== undefined) node = this.tree.child(node, current);
      }
    });
    this.record(node);
    return node;
  }

  private keyValue(base: number): void {
    let node = base;
    for (const key of this.readKey()) {
      node = this.tree.child(node, key);
      this.record(node);
    }
    this.skipBlank(false);
    if (this.src.charCodeAt(this.pos) === EQUALS) this.pos++;
    this.skipBlank(false);
    this.value(node);
  }

  private value(node: number): void {
    const src = this.src;
    const c = src.charCodeAt(this.pos);
    if (c === QUOTE || c === APOS) return this.skipString(node);
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
        const child = this.tree.child(node, index);
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
        this.keyValue(node);
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

  /**
   * Skips a string. For a multi-line string under `node`, each line of its value is
   * recorded as child 0, 1, … (a prefab's layout rows are named by their own line).
   */
  private skipString(node?: number): void {
    const src = this.src;
    const q = src.charCodeAt(this.pos);
    const triple = src.charCodeAt(this.pos + 1) === q && src.charCodeAt(this.pos + 2) === q;
    this.pos += triple ? 3 : 1;
    let row = 0;
    if (triple && node !== undefined) {
      // A newline right after the opening quotes is not part of the value.
      if (src.charCodeAt(this.pos) === CR && src.charCodeAt(this.pos + 1) === NL) this.pos += 2;
      else if (src.charCodeAt(this.pos) === NL) this.pos++;
      this.record(this.tree.child(node, row++));
    }
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
      if (c === NL && node !== undefined) this.record(this.tree.child(node, row++));
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

  /** Records the current line for `node` (first mention wins). */
  private record(node: number): void {
    const lines = this.tree.lines;
    if (lines[node]) return;
    const src = this.src;
    // Positions only grow, so counting newlines since the last record is linear overall.
    while (this.linePos < this.pos) {
      if (src.charCodeAt(this.linePos) === NL) this.line++;
      this.linePos++;
    }
    lines[node] = this.line;
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
