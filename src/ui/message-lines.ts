import type { Standing } from "../game/queries/index.js";
import type { ThemeColor } from "./theme.js";

/** A run of identical consecutive log lines, shown once with its count. */
export interface Folded {
  readonly text: string;
  readonly count: number;
  /** Index in the source list of the run's last line. */
  readonly last: number;
}

/** Consecutive identical lines folded into one each, oldest first. The log itself keeps every line. */
export function foldRepeats(lines: readonly string[]): Folded[] {
  const folded: Folded[] = [];
  lines.forEach((text, i) => {
    const prev = folded.at(-1);
    if (prev && prev.text === text) folded[folded.length - 1] = { text, count: prev.count + 1, last: i };
    else folded.push({ text, count: 1, last: i });
  });
  return folded;
}

/** The newest `groups` folded lines, read from the end only as far as they need. */
export function foldTail(lines: readonly string[], groups: number): Folded[] {
  if (groups <= 0) return [];
  let start = lines.length;
  let seen = 0;
  while (start > 0) {
    if (start === lines.length || lines[start - 1] !== lines[start]) {
      if (seen === groups) break;
      seen += 1;
    }
    start -= 1;
  }
  return foldRepeats(lines.slice(start)).map((f) => ({ ...f, last: f.last + start }));
}

/** "Giant rat misses you. ×3" — the count only when the line repeated. */
function foldedText(f: Pick<Folded, "text" | "count">): string {
  return f.count > 1 ? `${f.text} ×${f.count}` : f.text;
}

/** How an important line is marked: a glyph (so it reads without colour) and a colour. */
const STANDING_MARKS: Record<Standing, { readonly glyph: string; readonly color: ThemeColor }> = {
  level: { glyph: "▲", color: "good" },
  quest: { glyph: "◆", color: "highlight" },
  danger: { glyph: "!", color: "danger" },
};

/** A message as shown: folded, its glyph in front when it stands out, and that colour (else `color`). */
export function markedLine(
  f: Pick<Folded, "text" | "count">,
  standing: Standing | undefined,
  color?: ThemeColor,
): { text: string; color?: ThemeColor } {
  const text = foldedText(f);
  if (!standing) return color ? { text, color } : { text };
  const mark = STANDING_MARKS[standing];
  return { text: `${mark.glyph} ${text}`, color: mark.color };
}

/** Plain text for the morgue file: glyph and count, no colour. */
export function markedText(f: Pick<Folded, "text" | "count">, standing: Standing | undefined): string {
  return markedLine(f, standing).text;
}

/**
 * The runs the last `fresh` log lines belong to, oldest first; the first counts the
 * identical lines just before them too, so a rat missing for the third turn reads "×3".
 */
function freshRuns(log: readonly string[], fresh: number): Folded[] {
  if (fresh <= 0) return [];
  let start = Math.max(0, log.length - fresh);
  while (start > 0 && log[start - 1] === log[start]) start -= 1;
  return foldRepeats(log.slice(start)).map((f) => ({ ...f, last: f.last + start }));
}

/**
 * The last command's messages as shown: repeats folded (counting the log's run they
 * continue), important ones marked, a refusal (not in the log) in the warning colour.
 */
export function commandLines(
  log: readonly string[],
  messages: readonly string[],
  refused: string | undefined,
  standing: (line: string) => Standing | undefined,
): { text: string; color?: ThemeColor }[] {
  const logged = refused === undefined ? messages : messages.slice(0, -1);
  // The lines are the log's newest unless the session says otherwise (a run just loaded).
  const tail = logged.length <= log.length && logged.every((line, i) => log[log.length - logged.length + i] === line);
  const runs = tail ? freshRuns(log, logged.length) : foldRepeats(logged);
  const shown = runs.map((f) => markedLine(f, standing(f.text)));
  return refused === undefined ? shown : [...shown, { text: refused, color: "warning" }];
}
