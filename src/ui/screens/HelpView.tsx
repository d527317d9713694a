import { Popup, type PopupLine } from "../components/Popup.js";
import { BINDINGS, keysFor } from "../keymap.js";

/** How to get this run's dungeon again, after the seed itself. */
export function replayHint(seed: string): string {
  return ` — replay it with --seed ${seed}`;
}

function seedLine(seed: string): PopupLine {
  return [{ text: "seed " }, { text: seed, color: "highlight" }, { text: replayHint(seed), color: "dim" }];
}

/** What costs time: everything the game carries out, not only steps (a refusal costs nothing). */
const TURN_LINE: PopupLine = [{ text: "Every action carried out is a turn, like a step.", color: "dim" }];

/**
 * Every binding of the live key map, so the list cannot go stale. `rows` is the room
 * inside the popup's border: when the bindings outgrow it they flow into more columns
 * instead of being cut off. In a run, the run's seed is shown too.
 */
export function helpLines(rows: number, seed?: string): PopupLine[] {
  const cells = BINDINGS.map((b) => ({ keys: keysFor(b.input), label: b.label }));
  const footer: PopupLine[] = [TURN_LINE, ...(seed === undefined ? [] : [seedLine(seed)]), [{ text: "Esc or ? closes this", color: "dim" }]];
  const fitsWithGaps = cells.length + 3 + footer.length <= rows;
  const room = Math.max(1, rows - (fitsWithGaps ? 3 : 1) - footer.length);
  const columns = Math.ceil(cells.length / room);
  const perColumn = Math.ceil(cells.length / columns);
  const keyWidth = Math.max(...cells.map((c) => c.keys.length));
  const labelWidth = Math.max(...cells.map((c) => c.label.length));
  const body: PopupLine[] = [];
  for (let row = 0; row < perColumn; row++) {
    const line: PopupLine[number][] = [];
    for (let col = 0; col < columns; col++) {
      const cell = cells[col * perColumn + row];
      if (!cell) continue;
      const gap = col > 0 ? "   " : "";
      line.push({ text: `${gap}${cell.keys.padEnd(keyWidth)}`, color: "highlight" }, { text: `  ${cell.label.padEnd(labelWidth)}` });
    }
    body.push(line);
  }
  const gap: PopupLine[] = fitsWithGaps ? [[]] : [];
  return [[{ text: "Keys", bold: true, color: "title" }], ...gap, ...body, ...gap, ...footer];
}

/** The key list over the screen below; `height` is the whole frame's; `seed` is the run's, if one is on. */
export function HelpView(props: { height: number; seed?: string }) {
  return <Popup lines={helpLines(props.height - 2, props.seed)} />;
}
