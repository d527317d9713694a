import { MARK, positionOf, tokens, type Instrumented } from "./loops.js";

/** The parameters every script function takes: a script is a function body with these in scope. */
export const PARAMS = ["self", "target", "event", "args"] as const;

/** Put before a script's first line (on the same line, so line numbers stay the file's); the last parameter is the loop marker. */
export const PREFIX = `(function(${PARAMS.join(",")},${MARK}){"use strict";`;
export const SUFFIX = "\n})";

/** What QuickJS dumps for a thrown value: an Error's fields, or the value itself. */
interface Dumped {
  readonly name?: string;
  readonly message?: string;
  readonly stack?: string;
  readonly fileName?: string;
  readonly lineNumber?: number;
}

/** Why the engine stopped a call, in words a modder acts on. */
const REASONS: Record<string, string> = {
  interrupted: "stopped: it ran past its operation budget (an endless loop?)",
  "out of memory": "stopped: it ran out of memory",
  "stack overflow": "stopped: stack overflow (endless recursion?)",
  "native budget": "stopped: it ran past its budget for work on long strings and arrays",
};

/** The guide's section a script's shape is explained in (docs/modding.md). */
const SCRIPT_GUIDE = "docs/modding.md#91-a-first-script";

/** What a call's error is placed with: the compiled text's map back to the file, and the loop whose marker ran last (-1: none). */
export interface Placing {
  readonly code: Instrumented;
  readonly lastLoop: number;
}

/**
 * An error as one line `mod/file.js:LINE:COL: message`. The location is the innermost frame
 * in the script's own file (on line 1 the wrapper's prefix is taken off the column), or for a
 * stop by the budget, the loop that was running.
 */
export function describeError(thrown: unknown, display: string, placing?: Placing): string {
  const e: Dumped =
    thrown !== null && typeof thrown === "object" ? (thrown as Dumped) : { message: `threw ${JSON.stringify(thrown) ?? String(thrown)}` };
  const message =
    e.message !== undefined && REASONS[e.message]
      ? REASONS[e.message]!
      : [e.name, e.message].filter((s) => s !== undefined && s !== "").join(": ");
  const loop = (e.message === "interrupted" || e.message === "native budget") && placing ? placing.code.loops[placing.lastLoop] : undefined;
  // A native-budget stop thrown where the script called the method has that place; one caught there and stopped later, the loop's.
  const thrownAt = where(e, display, placing?.code);
  const at = loop && (e.message === "interrupted" || thrownAt === display) ? `${display}:${loop.line}:${loop.col}` : thrownAt;
  return `${at}: ${message || "threw an error"}`;
}

/**
 * A script written as a module (`export function …`, `import … from`) does not compile: the
 * engine says "unsupported keyword" or "expecting '('", which does not tell the modder what a
 * script is. Answers the better line, at the word, if the source has one.
 */
export function moduleMistake(source: string, display: string): string | undefined {
  const toks = tokens(source);
  const k = toks.findIndex(
    (t, j) =>
      t.kind === "word" &&
      (t.text === "export" || (t.text === "import" && toks[j + 1]?.text !== "(" && toks[j + 1]?.text !== ".")) &&
      toks[j - 1]?.text !== "." &&
      toks[j - 1]?.text !== "?.",
  );
  if (k < 0) return undefined;
  const t = toks[k]!;
  const at = positionOf(source, t.start);
  return `${display}:${at.line}:${at.col}: a script is the body of a function, not a module: write its statements at the top level, without "${t.text}" (see ${SCRIPT_GUIDE})`;
}

function where(e: Dumped, display: string, code?: Instrumented): string {
  for (const m of (e.stack ?? "").matchAll(/at (?:[^\n(]*\()?([^\n()]+):(\d+):(\d+)\)?/g)) {
    if (m[1] !== display) continue;
    const line = Number(m[2]);
    const col = line === 1 ? Math.max(1, Number(m[3]) - PREFIX.length) : Number(m[3]);
    const back = code ? code.original(line, col) : { line, col };
    return `${display}:${back.line}:${Math.max(1, back.col)}`;
  }
  return e.lineNumber !== undefined ? `${display}:${e.lineNumber}` : display;
}
