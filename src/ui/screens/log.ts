import type { Input } from "../keymap.js";
import { NONE, type ScreenModule, type ViewSize } from "../screen-stack.js";
import { askToQuit } from "./confirm.js";

/** The whole message log, newest at the bottom; `back` is how many rows it is scrolled up. */
export interface LogScreen {
  readonly kind: "log";
  readonly back: number;
}

export function initialLog(): LogScreen {
  return { kind: "log", back: 0 };
}

/** The title line and the hint line: what the log rows give up. */
const CHROME = 2;
/** Columns the view's padding takes. */
const PADDING = 2;

/** Where the log rows go in a frame of this size: how many rows, how wide. */
export function logArea(width: number, height: number): { rows: number; width: number } {
  return { rows: Math.max(1, height - CHROME), width: Math.max(10, width - PADDING) };
}

/** The area in a terminal of this size (the frame is one row shorter than the terminal). */
function areaFor(size: ViewSize | undefined): { rows: number; width: number } {
  const { columns, rows } = size ?? { columns: 80, rows: 24 };
  return logArea(columns, rows - 1);
}

/**
 * Log lines as screen rows: a line longer than `width` breaks at spaces (or mid-word if
 * it must), its continuation rows indented two spaces so where a line starts stays clear.
 */
export function wrapLog(lines: readonly string[], width: number): string[] {
  const rows: string[] = [];
  for (const line of lines) {
    let indent = "";
    let chars = [...line];
    while (chars.length > 0 && indent.length + chars.length > width) {
      const room = Math.max(1, width - indent.length);
      const space = chars.slice(0, room + 1).lastIndexOf(" ");
      const cut = space > 0 ? space : room;
      rows.push(indent + chars.slice(0, cut).join(""));
      chars = chars.slice(space > 0 ? cut + 1 : cut);
      indent = "  ";
    }
    // A line broken at its very last space leaves nothing to carry over.
    if (chars.length > 0 || indent === "") rows.push(indent + chars.join(""));
  }
  return rows;
}

/** The rows on show: `back` clamped to the log, and the window it selects. */
export function logWindow(lines: readonly string[], back: number, area: { rows: number; width: number }) {
  const all = wrapLog(lines, area.width);
  const most = Math.max(0, all.length - area.rows);
  const clamped = Math.min(most, Math.max(0, back));
  const end = all.length - clamped;
  const start = Math.max(0, end - area.rows);
  return { rows: all.slice(start, end), start, end, total: all.length, back: clamped, most };
}

function step(input: Input, page: number): number | undefined {
  switch (input) {
    case "north":
      return 1;
    case "south":
      return -1;
    case "pageUp":
      return page;
    case "pageDown":
      return -page;
    default:
      return undefined;
  }
}

export const log: ScreenModule<LogScreen> = {
  handle(screen, input, ctx) {
    if (input === "cancel" || input === "log" || input === "confirm") return { type: "pop" };
    if (input === "help") return { type: "push", screen: { kind: "help" } };
    if (input === "quit") return askToQuit();
    const area = areaFor(ctx.size);
    const by = step(input, Math.max(1, area.rows - 1));
    if (by === undefined) return NONE;
    const { back } = logWindow(ctx.game?.state.log ?? [], screen.back + by, area);
    return back === screen.back ? NONE : { type: "replace", screen: { ...screen, back } };
  },
};
