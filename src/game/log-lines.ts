import { LIMITS } from "../content/schemas/limits.js";

/**
 * How many log lines a game keeps (and its save holds): the morgue quotes the last 30, the
 * log screen scrolls over the rest. Older lines are dropped as new ones come.
 */
export const LOG_LIMIT = LIMITS.logLines;

/**
 * A log line at most `LIMITS.logLine` characters, a longer one cut with "…" at its end. A script's
 * error or refused action quotes what the script wrote, and nothing else bounds that.
 */
export function cappedLine(line: string): string {
  if (line.length <= LIMITS.logLine) return line;
  let end = LIMITS.logLine - 1;
  // Never half a surrogate pair: the cut would leave a lone one on the terminal.
  const last = line.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${line.slice(0, end)}…`;
}

/**
 * Adds `lines` to `log` (capped each) and drops the oldest past `LOG_LIMIT`. Every line that
 * reaches a game's log comes through here, a loaded save's old lines too (`Game`'s constructor),
 * so neither a script nor a tampered save can make the log, or the save, grow without end.
 */
export function keepLines(log: string[], lines: readonly string[]): void {
  // One at a time, not `push(...lines)`: a spread of a huge list overflows the call stack.
  for (const line of lines) log.push(cappedLine(line));
  if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
}

/** A log as read from a save, bounded and capped in place (the newest lines kept). */
export function boundLog(log: string[]): void {
  if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
  for (let i = 0; i < log.length; i++) log[i] = cappedLine(log[i]!);
}
