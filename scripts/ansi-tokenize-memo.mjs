// Stands in for "@alcalzone/ansi-tokenize" in the bundle (see build.mjs). Ink's output stage
// turns every line of every frame into styled cells (`styledCharsFromTokens(tokenize(line))`)
// and every row back into a string (`styledCharsToString`), from scratch each frame, though a
// keypress changes a few rows. These are pure functions of their input, so the first two
// remember what a line became, and the third remembers the escape codes between two styles.
// The output is the real functions' to the byte (test/ui/ink-stand-ins.test.ts).
import {
  ansiCodesToString,
  diffAnsiCodes,
  reduceAnsiCodesIncremental,
  tokenize as realTokenize,
} from "../node_modules/@alcalzone/ansi-tokenize/build/index.js";

export * from "../node_modules/@alcalzone/ansi-tokenize/build/index.js";

/** Lines kept before the memo starts over: a few screens' worth; memory stays flat in a long run. */
const LINES = 4096;

const tokens = new Map();
const styled = new WeakMap();
/** One array per distinct style, so cells of one style share it and transitions are cached by identity. */
const styles = new Map();
const NONE = [];
/** from style → (to style → the escape codes between them). */
const transitions = new WeakMap();

export function tokenize(str, endChar) {
  if (endChar !== undefined) return realTokenize(str, endChar);
  let found = tokens.get(str);
  if (found === undefined) {
    if (tokens.size >= LINES) tokens.clear();
    found = realTokenize(str);
    tokens.set(str, found);
  }
  return found;
}

function shared(codes) {
  if (codes.length === 0) return NONE;
  const key = codes.map((c) => `${c.code}\u0000${c.endCode}`).join("\u0001");
  let found = styles.get(key);
  if (found === undefined) {
    if (styles.size >= LINES) styles.clear();
    found = codes;
    styles.set(key, found);
  }
  return found;
}

/** As the real one (a cell per char token, with the styles in force), the cells' style arrays shared. */
export function styledCharsFromTokens(list) {
  let found = styled.get(list);
  if (found !== undefined) return found;
  let codes = NONE;
  found = [];
  for (const token of list) {
    if (token.type === "ansi") codes = shared(reduceAnsiCodesIncremental(codes, [token]));
    else if (token.type === "char") found.push({ ...token, styles: codes });
  }
  styled.set(list, found);
  return found;
}

function between(from, to) {
  if (from === to || (from.length === 0 && to.length === 0)) return "";
  let row = transitions.get(from);
  if (row === undefined) transitions.set(from, (row = new Map()));
  let codes = row.get(to);
  if (codes === undefined) {
    codes = ansiCodesToString(diffAnsiCodes(from, to));
    row.set(to, codes);
  }
  return codes;
}

/** As the real one: each cell's text after the codes from the previous cell's style, then the codes that end the last. */
export function styledCharsToString(chars) {
  let ret = "";
  let last = NONE;
  for (const char of chars) {
    ret += between(last, char.styles);
    ret += char.value;
    last = char.styles;
  }
  return ret + between(last, NONE);
}
