import { Popup, type PopupLine } from "../components/Popup.js";
import { BINDINGS, keysFor } from "../keymap.js";

/**
 * Every binding of the live key map, so the list cannot go stale. `rows` is the room
 * inside the popup's border: when the bindings outgrow it they flow into more columns
 * instead of being cut off.
 */
export function helpLines(rows: number): PopupLine[] {
  const cells = BINDINGS.map((b) => ({ keys: keysFor(b.input), label: b.label }));
  const fitsWithGaps = cells.length + 4 <= rows;
  const room = Math.max(1, rows - (fitsWithGaps ? 4 : 2));
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
  return [[{ text: "Keys", bold: true, color: "title" }], ...gap, ...body, ...gap, [{ text: "Esc or ? closes this", color: "dim" }]];
}

/** The key list over the screen below; `height` is the whole frame's. */
export function HelpView(props: { height: number }) {
  return <Popup lines={helpLines(props.height - 2)} />;
}
