import type { Registries } from "../../content/registries.js";
import type { Game } from "../../game/index.js";
import { messageStanding } from "../../game/queries/index.js";
import type { MessageLine } from "../components/RecentLines.js";
import { foldRepeats, markedLine } from "../message-lines.js";
import { frameFor, NONE, type ScreenModule } from "../screen-stack.js";
import { askToQuit, runInPlay } from "./confirm.js";
import { scrollStep } from "./scroll.js";
import { scrollMost, scrollWindow } from "../list-window.js";

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

/**
 * Log lines as screen rows: a line longer than `width` breaks at spaces (or mid-word if
 * it must), its continuation rows indented two spaces so where a line starts stays clear.
 */
export function wrapLog(lines: readonly string[], width: number): string[] {
  const rows: string[] = [];
  for (const line of lines) {
    let indent = "";
    const chars = [...line];
    // Where the rest of the line starts: an index, not a shorter copy per row (a long line costs its length, not its square).
    let from = 0;
    while (chars.length > from && indent.length + chars.length - from > width) {
      const room = Math.max(1, width - indent.length);
      const space = chars.slice(from, from + room + 1).lastIndexOf(" ");
      const cut = space > 0 ? space : room;
      rows.push(indent + chars.slice(from, from + cut).join(""));
      from += space > 0 ? cut + 1 : cut;
      indent = "  ";
    }
    // A line broken at its very last space leaves nothing to carry over.
    if (chars.length > from || indent === "") rows.push(indent + chars.slice(from).join(""));
  }
  return rows;
}

/** The whole log as shown: repeats folded, important lines marked (the log itself keeps every line). */
export function logLines(game: Game | undefined, registries: Registries): MessageLine[] {
  if (!game) return [];
  const standing = messageStanding(game.state, registries);
  return foldRepeats(game.state.log).map((f) => markedLine(f, standing(f.text)));
}

/**
 * The rows on show by the one list rule (`scrollWindow`): `back` (steps up from the
 * newest) clamped to the log, the window it selects and the markers counting the rows
 * out of view. Each row keeps its line's colour.
 */
export function logWindow(lines: readonly MessageLine[], back: number, area: { rows: number; width: number }) {
  const all = lines.flatMap((line) => wrapLog([line.text], area.width).map((text): MessageLine => ({ ...line, text })));
  const most = scrollMost(all.length, area.rows);
  const clamped = Math.min(most, Math.max(0, back));
  const view = scrollWindow(all.length, most - clamped, area.rows);
  return {
    all,
    view,
    step: most - clamped,
    rows: all.slice(view.from, view.to),
    start: view.from,
    end: view.to,
    total: all.length,
    back: clamped,
    most,
  };
}

export const log: ScreenModule<LogScreen> = {
  handle(screen, input, ctx) {
    if (input === "cancel" || input === "log" || input === "confirm") return { type: "pop" };
    if (input === "help") return { type: "push", screen: { kind: "help" } };
    if (input === "quit") return askToQuit(runInPlay(ctx.game));
    const frame = frameFor(ctx.size);
    const area = logArea(frame.width, frame.height);
    const lines = logLines(ctx.game, ctx.registries);
    // `back` counts rows up from the newest, so a step down the log is a step less back.
    const by = scrollStep(input, Math.max(1, area.rows - 1), logWindow(lines, 0, area).most);
    if (by === undefined) return NONE;
    const { back } = logWindow(lines, screen.back - by, area);
    return back === screen.back ? NONE : { type: "replace", screen: { ...screen, back } };
  },
};
