/** The parameters every script function takes: a script is a function body with these in scope. */
export const PARAMS = ["self", "target", "event", "args"] as const;

/** Put before a script's first line (on the same line, so line numbers stay the file's). */
export const PREFIX = `(function(${PARAMS.join(",")}){"use strict";`;
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
};

/**
 * An error as one line `mod/file.js:LINE:COL: message`. The location is the innermost frame
 * in the script's own file; on line 1 the wrapper's prefix is taken off the column.
 */
export function describeError(thrown: unknown, display: string): string {
  const e: Dumped = thrown !== null && typeof thrown === "object" ? (thrown as Dumped) : { message: `threw ${JSON.stringify(thrown) ?? String(thrown)}` };
  const message = e.message !== undefined && REASONS[e.message] ? REASONS[e.message]! : [e.name, e.message].filter((s) => s !== undefined && s !== "").join(": ");
  return `${where(e, display)}: ${message || "threw an error"}`;
}

function where(e: Dumped, display: string): string {
  for (const m of (e.stack ?? "").matchAll(/at (?:[^\n(]*\()?([^\n()]+):(\d+):(\d+)\)?/g)) {
    if (m[1] !== display) continue;
    const line = Number(m[2]);
    const col = line === 1 ? Math.max(1, Number(m[3]) - PREFIX.length) : Number(m[3]);
    return `${display}:${line}:${col}`;
  }
  return e.lineNumber !== undefined ? `${display}:${e.lineNumber}` : display;
}
