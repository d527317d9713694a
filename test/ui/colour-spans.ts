/** A run of text drawn in one foreground colour (its SGR code), on one row of a frame. */
export interface Span {
  readonly sgr: string;
  readonly text: string;
  readonly row: number;
}

const SGR = /\u001b\[([0-9;]*)m/g;

/** The coloured runs of a frame (text with no foreground colour is left out). */
export function colouredSpans(frame: string): Span[] {
  const spans: Span[] = [];
  frame.split("\n").forEach((line, row) => {
    let colour: string | undefined;
    let at = 0;
    const flush = (end: number) => {
      const text = line.slice(at, end);
      if (colour && text.trim()) spans.push({ sgr: colour, text, row });
    };
    for (const m of line.matchAll(SGR)) {
      flush(m.index);
      at = m.index + m[0].length;
      for (const code of m[1]!.split(";")) {
        if (code === "39" || code === "0" || code === "") colour = undefined;
        else if (/^(3[0-7]|9[0-7])$/.test(code)) colour = code;
      }
    }
    flush(line.length);
  });
  return spans;
}

/** The frame without any escape sequence (nor the blanks that end a row, which colour codes may keep). */
export const plain = (frame: string) =>
  frame
    .replace(SGR, "")
    .split("\n")
    .map((row) => row.trimEnd())
    .join("\n");
