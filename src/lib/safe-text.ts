/*
 * Text from mods, saves, file and folder names or the command line is data: printed as it
 * is, an ESC or BEL in it would be run by the terminal (retitle it, clear it, move the
 * cursor), a bidi override would reorder the line the player reads. These show every such
 * character as an escape instead. The escape is JSON's (`\u001b`), so JSON output stays
 * valid and decodes to the original text.
 */

// C0 controls but TAB and LF, DEL, C1 controls, and the bidi embedding, override, isolate
// and mark characters.
const UNSAFE_IN_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// The same and LF: a value that must stay on its line.
const UNSAFE_IN_LINE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ANY_UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** One value made safe to print on one line: every control character (line breaks too) escaped. */
export function printable(text: string): string {
  return ANY_UNSAFE.test(text) ? text.replace(UNSAFE_IN_LINE, escape) : text;
}

/** Text made safe to print, keeping its line breaks (and tabs): for whole outputs and multi-line text. */
export function printableLines(text: string): string {
  return ANY_UNSAFE.test(text) ? text.replace(UNSAFE_IN_LINES, escape) : text;
}

/** One cell of a grid (a map tile, a symbol): itself, or `?` for a control character, so the grid keeps its width. */
export function printableCell(char: string): string {
  return ANY_UNSAFE.test(char) ? "?" : char;
}
