/**
 * Where a script stopped by its operation budget was: QuickJS notes a frame's position only
 * at some operations (calls, some comparisons), so a loop that makes none is reported at the
 * statement before it, or at 1:1. Each loop is given a marker that runs every iteration (in
 * its condition, or first in its block): it writes the loop's number + 1 into a one-element
 * array (a write, not a call, so the budget a loop gets is not spent on it), and a stop names
 * the loop whose marker ran last.
 * The markers are inserted on the loop's own lines, so line numbers stay the file's; columns
 * the engine reports are mapped back with `original`.
 */

/** The marker array's name: a parameter of the wrapper, so no script's global can replace it. */
export const MARK = "__rustkeep_loop";

/** A loop's keyword (`for`, `while`, `do`), 1-based line and column in the script's file. */
export interface LoopAt {
  readonly line: number;
  readonly col: number;
}

export interface Instrumented {
  readonly source: string;
  readonly loops: readonly LoopAt[];
  /** A position in `source` as a position in the original text. */
  original(line: number, col: number): { line: number; col: number };
}

interface Token {
  readonly text: string;
  readonly start: number;
  /** Punctuation or a word (names, keywords, numbers); literals and comments are not tokens. */
  readonly kind: "word" | "punct" | "literal";
}

/** Before these words a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set([
  "return",
  "typeof",
  "case",
  "do",
  "else",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "instanceof",
  "yield",
  "await",
]);

/** Words whose `(…)` is a statement's head, not a call's arguments. */
const HEADS = new Set(["if", "while", "for", "with"]);

/** The source's tokens, enough of JavaScript to find loops: strings, templates, regexes and comments are skipped whole. */
export function tokens(src: string): Token[] {
  const out: Token[] = [];
  // Each open template's `${` depth: a `}` at that depth resumes the template text.
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  // For each open `(`, whether it opened a statement's head (`if (…)`): after its `)` a `/` starts a regex.
  const parens: boolean[] = [];
  let closedHead = false;
  const regexAllowed = () => {
    const prev = out[out.length - 1];
    if (!prev) return true;
    if (prev.kind === "literal") return false;
    if (prev.kind === "word") return BEFORE_REGEX.has(prev.text);
    if (prev.text === ")") return closedHead;
    return prev.text !== "]" && prev.text !== "}";
  };
  const template = (from: number): number => {
    // From just inside a template's text to just after its end, or after a `${` (then pushed).
    let j = from;
    while (j < src.length) {
      const c = src[j]!;
      if (c === "\\") j += 2;
      else if (c === "`") return j + 1;
      else if (c === "$" && src[j + 1] === "{") {
        templates.push(++depth);
        return j + 2;
      } else j++;
    }
    return j;
  };
  while (i < src.length) {
    const c = src[i]!;
    const next = src[i + 1];
    if (/\s/.test(c)) i++;
    else if (c === "/" && next === "/") while (i < src.length && src[i] !== "\n") i++;
    else if (c === "/" && next === "*") {
      const end = src.indexOf("*/", i + 2);
      i = end < 0 ? src.length : end + 2;
    } else if (c === '"' || c === "'") {
      const start = i++;
      while (i < src.length && src[i] !== c && src[i] !== "\n") i += src[i] === "\\" ? 2 : 1;
      i++;
      out.push({ text: src.slice(start, i), start, kind: "literal" });
    } else if (c === "`") {
      const start = i;
      i = template(i + 1);
      out.push({ text: src.slice(start, i), start, kind: "literal" });
    } else if (c === "}" && templates.length > 0 && templates[templates.length - 1] === depth) {
      templates.pop();
      depth--;
      const start = i;
      i = template(i + 1);
      out.push({ text: src.slice(start, i), start, kind: "literal" });
    } else if (c === "/" && regexAllowed()) {
      const start = i++;
      let inClass = false;
      while (i < src.length && src[i] !== "\n" && (inClass || src[i] !== "/")) {
        if (src[i] === "\\") i++;
        else if (src[i] === "[") inClass = true;
        else if (src[i] === "]") inClass = false;
        i++;
      }
      i++;
      while (i < src.length && /[\w$]/.test(src[i]!)) i++;
      out.push({ text: src.slice(start, i), start, kind: "literal" });
    } else if (/[\w$]/.test(c) || c.charCodeAt(0) > 127) {
      const start = i;
      while (i < src.length && (/[\w$]/.test(src[i]!) || src.charCodeAt(i) > 127)) i++;
      out.push({ text: src.slice(start, i), start, kind: "word" });
    } else {
      if (c === "{") depth++;
      else if (c === "}") depth--;
      else if (c === "(") parens.push(HEADS.has(out[out.length - 1]?.text ?? ""));
      else if (c === ")") closedHead = parens.pop() ?? false;
      const two = c === "?" && next === "." ? "?." : c;
      out.push({ text: two, start: i, kind: "punct" });
      i += two.length;
    }
  }
  return out;
}

/** The index of the token closing the bracket at `open`, or -1. */
/** Loop `n`'s marker: `__rustkeep_loop[0]=n+1`. */
function write(n: number): string {
  return `${MARK}[0]=${n + 1}`;
}

function closing(toks: readonly Token[], open: number): number {
  const pairs: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
  const stack: string[] = [];
  for (let k = open; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.kind !== "punct") continue;
    if (pairs[t.text]) stack.push(pairs[t.text]!);
    else if (t.text === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return k;
    }
  }
  return -1;
}

/** The script with a marker in every loop it could find, and where those loops are. */
export function instrumentLoops(src: string): Instrumented {
  const toks = tokens(src);
  const inserts: { at: number; text: string }[] = [];
  const loops: LoopAt[] = [];
  const skipWhile = new Set<number>();
  const mark = (at: number, text: (n: number) => string, keyword: Token) => {
    inserts.push({ at, text: text(loops.length) });
    loops.push(positionOf(src, keyword.start));
  };
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.kind !== "word" || skipWhile.has(k)) continue;
    const prev = toks[k - 1];
    // `a.for`, `{ while: 1 }` are names, not loops.
    if ((prev && (prev.text === "." || prev.text === "?.")) || toks[k + 1]?.text === ":") continue;
    if (t.text === "while" && toks[k + 1]?.text === "(") {
      mark(toks[k + 1]!.start + 1, (n) => `${write(n)},`, t);
    } else if (t.text === "for" && toks[k + 1]?.text === "(") {
      const close = closing(toks, k + 1);
      if (close < 0) continue;
      const semis: number[] = [];
      let level = 0;
      for (let j = k + 2; j < close; j++) {
        const x = toks[j]!.text;
        if (x === "(" || x === "[" || x === "{") level++;
        else if (x === ")" || x === "]" || x === "}") level--;
        else if (x === ";" && level === 0) semis.push(j);
      }
      if (semis.length === 2) {
        const empty = semis[1] === semis[0]! + 1;
        // An empty condition is true: the write's value (n + 1, never 0) is too.
        mark(toks[semis[0]!]!.start + 1, (n) => (empty ? write(n) : `${write(n)},`), t);
      } else if (toks[close + 1]?.text === "{") {
        mark(toks[close + 1]!.start + 1, (n) => `${write(n)};`, t);
      }
    } else if (t.text === "do" && toks[k + 1]?.text === "{") {
      const end = closing(toks, k + 1);
      if (end < 0) continue;
      mark(toks[k + 1]!.start + 1, (n) => `${write(n)};`, t);
      if (toks[end + 1]?.text === "while") skipWhile.add(end + 1);
    }
  }
  inserts.sort((a, b) => a.at - b.at);
  let source = "";
  let from = 0;
  for (const ins of inserts) {
    source += src.slice(from, ins.at) + ins.text;
    from = ins.at;
  }
  source += src.slice(from);
  // Per line, where (in the instrumented text's columns) text was inserted and how much.
  const shifts = new Map<number, { col: number; length: number }[]>();
  const added = new Map<number, number>();
  for (const ins of inserts) {
    const p = positionOf(src, ins.at);
    const before = added.get(p.line) ?? 0;
    (shifts.get(p.line) ?? shifts.set(p.line, []).get(p.line)!).push({ col: p.col + before, length: ins.text.length });
    added.set(p.line, before + ins.text.length);
  }
  return {
    source,
    loops,
    original(line, col) {
      let back = 0;
      for (const s of shifts.get(line) ?? [])
        if (col >= s.col + s.length) back += s.length;
        else if (col > s.col) back += col - s.col;
      return { line, col: col - back };
    },
  };
}

/** The 1-based line and column of an offset. */
export function positionOf(src: string, at: number): LoopAt {
  let line = 1;
  let lineStart = 0;
  for (let j = 0; j < at; j++) {
    if (src[j] === "\n") {
      line++;
      lineStart = j + 1;
    }
  }
  return { line, col: at - lineStart + 1 };
}
