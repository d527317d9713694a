/**
 * A tmux `capture-pane -p -e` screen read back into rows of plain text, with where the
 * reverse-video `@`s are: the hero on the map and beside its name on the status line (an NPC
 * may wear the same `@`, never in reverse video).
 */

/** One captured screen. */
export interface Screen {
  /** The rows without escapes. */
  readonly rows: readonly string[];
  /** The rows joined, to compare two captures and to search. */
  readonly text: string;
  /** [column, row] of each reverse-video `@`, top to bottom. */
  readonly inverseAts: readonly (readonly [number, number])[];
}

/** Reads `capture-pane -e` output: SGR sequences tracked for reverse video (7 on, 27 or a reset off), every other escape dropped. */
export function parseScreen(raw: string): Screen {
  const rows: string[] = [];
  const inverseAts: [number, number][] = [];
  let inverse = false;
  for (const line of raw.replace(/\n$/, "").split("\n")) {
    let row = "";
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (c !== "\x1b") {
        if (c === "@" && inverse) inverseAts.push([row.length, rows.length]);
        row += c;
        continue;
      }
      const kind = line[i + 1];
      if (kind === "[") {
        let j = i + 2;
        while (j < line.length && !/[@-~]/.test(line[j]!)) j++;
        if (line[j] === "m") inverse = sgrInverse(line.slice(i + 2, j), inverse);
        i = j;
      } else if (kind === "]") {
        // An OSC string (a hyperlink, a title) runs to BEL or ESC \.
        let j = i + 2;
        while (j < line.length && line[j] !== "\x07" && !(line[j] === "\x1b" && line[j + 1] === "\\")) j++;
        i = line[j] === "\x07" ? j : j + 1;
      } else {
        i += 1;
      }
    }
    rows.push(row);
  }
  return { rows, text: rows.join("\n"), inverseAts };
}

/** Reverse video after one SGR sequence's parameters, skipping the arguments of 38/48/58 (a colour index 7 is no reverse). */
function sgrInverse(params: string, inverse: boolean): boolean {
  const p = params === "" ? [0] : params.split(/[;:]/).map(Number);
  for (let k = 0; k < p.length; k++) {
    const n = p[k]!;
    if (n === 0) inverse = false;
    else if (n === 7) inverse = true;
    else if (n === 27) inverse = false;
    else if (n === 38 || n === 48 || n === 58) k += p[k + 1] === 5 ? 2 : 4;
  }
  return inverse;
}
