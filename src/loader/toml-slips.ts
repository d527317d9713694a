import type { TomlError } from "smol-toml";

/** A TOML syntax error as a modder reads it: where, the text quoted, and what was probably meant. */
export interface SyntaxProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Longest quoted line: a minified file must not make the warning a page long. */
const QUOTE_MAX = 60;

/**
 * Explains a smol-toml error. Its own words are for the parser's author ("illegal leading
 * zero" for `0,45`), so the offending line is looked at here and the common slips are named
 * with their fix; anything else keeps smol-toml's first line, still with line, column and quote.
 */
export function explainSyntaxError(text: string, err: TomlError): SyntaxProblem {
  const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
  // A bracket left open on an earlier line: the parser complains where the next key, header or the end is.
  const next = lines[err.line - 1] ?? "";
  const ranOn = next.slice(0, Math.max(0, err.column - 1)).trim() === "" && /^\s*($|\[|[A-Za-z0-9_."'-]+\s*=)/.test(next);
  const unclosed = ranOn && err.message.includes("expected comma or end of structure") ? unclosedBracket(lines, err.line) : undefined;
  if (unclosed) return unclosed;
  const at = Math.min(Math.max(err.line, 1), lines.length || 1);
  const raw = lines[at - 1] ?? "";
  const said = err.message.split("\n")[0]!.replace(/^Invalid TOML document:\s*/, "");
  // A header or a key without "=" is only the slip when the parser was reading a key there.
  const slip = slipOn(raw, /\bkey\b/.test(said));
  const column = slip?.column ?? err.column;
  return { line: at, column, message: `${quote(raw)}: ${slip?.meant ?? said}` };
}

function quote(line: string): string {
  const t = line.trim();
  return JSON.stringify(t.length > QUOTE_MAX ? `${t.slice(0, QUOTE_MAX - 1)}…` : t);
}

/** The slip on one line, with the column (1-based) where it starts. */
function slipOn(raw: string, inKey: boolean): { column: number; meant: string } | undefined {
  const code = withoutComment(raw);
  const header = /^\s*\[/.exec(code);
  if (header) {
    if (!inKey) return undefined;
    const double = code.trim().startsWith("[[");
    const close = double ? "]]" : "]";
    if (!code.trim().endsWith(close))
      return { column: raw.indexOf("[") + 1, meant: `the table header is never closed: write ${code.trim().replace(/\]*$/, "")}${close}` };
    return undefined;
  }
  const eq = code.indexOf("=");
  if (eq === -1) {
    if (!inKey) return undefined;
    const key = /^(\s*)([A-Za-z0-9_.-]+)\s*(.*)$/.exec(code);
    if (!key || !key[2]) return undefined;
    const rest = key[3]!.trim();
    const column = key[1]!.length + key[2].length + 1;
    return { column, meant: `missing "=" between the key and its value: write ${key[2]} = ${rest || "…"}` };
  }
  const key = code.slice(0, eq).trim();
  const value = code.slice(eq + 1).trim();
  const column = eq + 1 + (code.slice(eq + 1).length - code.slice(eq + 1).trimStart().length) + 1;
  if (value.startsWith("=")) return { column, meant: `one "=" is enough: write ${key} = ${value.slice(1).trim()}` };
  const comma = /^([+-]?\d+),(\d+)$/.exec(value);
  if (comma) return { column, meant: `a decimal point, not a comma: ${comma[1]}.${comma[2]}` };
  const dot = /^([+-]?)\.(\d+)$/.exec(value);
  if (dot) return { column, meant: `a number needs a digit before the point: ${dot[1]}0.${dot[2]}` };
  if (/^"[^"]*$/.test(value) || /^'[^']*$/.test(value)) {
    return { column, meant: `the quote is never closed: write ${key} = ${value}${value[0]} (a string ends on its own line)` };
  }
  if (/^[A-Za-z_][^"'[\]{}=]*$/.test(value) && !/^(true|false|inf|nan)$/.test(value)) {
    return { column, meant: `text needs quotes: write ${key} = "${value}"` };
  }
  return undefined;
}

/**
 * smol-toml reports an unclosed `[` or `{` where the next line starts; the mistake is on
 * the line that opened it. Looks back from `errLine` for the last value left open.
 */
function unclosedBracket(lines: readonly string[], errLine: number): SyntaxProblem | undefined {
  const depth: { line: number; column: number; char: string }[] = [];
  for (let i = 0; i < Math.min(errLine, lines.length); i++) {
    const code = withoutComment(lines[i]!);
    // A new key at depth zero starts a fresh value; a header line is not a value at all.
    if (depth.length === 0 && /^\s*\[/.test(code)) continue;
    for (let c = 0, inString: string | undefined; c < code.length; c++) {
      const ch = code[c]!;
      if (inString) {
        if (ch === "\\" && inString === '"') c++;
        else if (ch === inString) inString = undefined;
      } else if (ch === '"' || ch === "'") inString = ch;
      else if (ch === "[" || ch === "{") depth.push({ line: i + 1, column: c + 1, char: ch });
      else if (ch === "]" || ch === "}") depth.pop();
    }
    // An inline table must close on its line; a list may run on, but not past a new `key =`.
    if (depth.some((d) => d.char === "{") && i + 1 < errLine) break;
    if (i + 1 < errLine && depth.length && /^\s*[A-Za-z0-9_."'-]+\s*=/.test(lines[i + 1] ?? "")) break;
  }
  const open = depth[depth.length - 1];
  if (!open || open.line === errLine) return undefined;
  const close = open.char === "[" ? "]" : "}";
  const what = open.char === "[" ? "list" : "inline table";
  return {
    line: open.line,
    column: open.column,
    message: `${quote(lines[open.line - 1]!)}: the ${open.char} is never closed (end the ${what} with ${close})`,
  };
}

/** The line without a trailing comment (a `#` inside a string stays). */
function withoutComment(line: string): string {
  let inString: string | undefined;
  for (let c = 0; c < line.length; c++) {
    const ch = line[c]!;
    if (inString) {
      if (ch === "\\" && inString === '"') c++;
      else if (ch === inString) inString = undefined;
    } else if (ch === '"' || ch === "'") inString = ch;
    else if (ch === "#") return line.slice(0, c);
  }
  return line;
}
