import { Popup, type PopupLine } from "../components/Popup.js";
import { useBindings } from "../hooks/use-bindings.js";
import { BINDINGS, keysFor, type Binding } from "../keymap.js";
import { maxOf } from "../../lib/arrays.js";

/** How to get this run's dungeon again, after the seed itself. */
export function replayHint(seed: string): string {
  return ` — replay it with --seed ${seed}`;
}

function seedLine(seed: string): PopupLine {
  return [{ text: "seed " }, { text: seed, color: "highlight" }, { text: replayHint(seed), color: "dim" }];
}

/** Said under the keys: the design records decided against actions that cost no turn. */
export const TURN_NOTE = "Every action is a turn, like a step: wear, use, drop, pick up, talk, trade.";

/**
 * One help line per binding, in key-map order, except that a group (the eight runs) is one
 * line at its first binding: its keys run together when there are many and each is one letter
 * (`KJHLYUBN`); two keys keep a space (`o R`), or they read as one word.
 */
export function helpCells(bindings: readonly Binding[] = BINDINGS): { keys: string; label: string }[] {
  const cells: { keys: string; label: string; group?: string; parts: string[] }[] = [];
  for (const b of bindings) {
    const keys = keysFor(b.input, bindings);
    const into = b.group === undefined ? undefined : cells.find((c) => c.group === b.group);
    if (into) into.parts.push(keys);
    else cells.push({ keys, label: b.group ?? b.label, parts: [keys], ...(b.group === undefined ? {} : { group: b.group }) });
  }
  return cells.map((c) => ({
    keys: c.parts.join(c.parts.length > 2 && c.parts.every((p) => [...p].length === 1) ? "" : " "),
    label: c.label,
  }));
}

/**
 * Every binding of the key map in use (`bindings`), so the list cannot go stale. `rows` is the room
 * inside the popup's border: when the bindings outgrow it they flow into more columns
 * instead of being cut off. In a run, the run's seed is shown too.
 */
export function helpLines(rows: number, seed?: string, bindings: readonly Binding[] = BINDINGS): PopupLine[] {
  const cells = helpCells(bindings);
  const footer: PopupLine[] = [
    [{ text: TURN_NOTE }],
    ...(seed === undefined ? [] : [seedLine(seed)]),
    [{ text: "Esc or ? closes this", color: "dim" }],
  ];
  const fitsWithGaps = cells.length + 3 + footer.length <= rows;
  const room = Math.max(1, rows - (fitsWithGaps ? 3 : 1) - footer.length);
  const columns = Math.ceil(cells.length / room);
  const perColumn = Math.ceil(cells.length / columns);
  const keyWidth = maxOf(cells.map((c) => c.keys.length));
  const labelWidth = maxOf(cells.map((c) => c.label.length));
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
  return <Popup lines={helpLines(props.height - 2, props.seed, useBindings())} />;
}
