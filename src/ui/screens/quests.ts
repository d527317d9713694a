import { questLog, type QuestEntry } from "../../game/queries/index.js";
import type { UiRole } from "../theme.js";
import { frameFor, NONE, type ScreenModule } from "../screen-stack.js";
import { askToQuit, runInPlay } from "./confirm.js";
import { scrollStep } from "./scroll.js";
import { scrollMost, scrollWindow } from "../list-window.js";
import { wrapSegments } from "../wrap-segments.js";

/** The quest log: active quests with their counters, then completed ones; `top` is the first row shown. */
export interface QuestsScreen {
  readonly kind: "quests";
  readonly top: number;
}

export function initialQuests(): QuestsScreen {
  return { kind: "quests", top: 0 };
}

/** One row of the quest log, and how it is coloured. */
export interface QuestRow {
  readonly text: string;
  readonly role?: UiRole;
}

/** The title line and the hint line; the padding's columns. */
const CHROME = 2;
const PADDING = 2;

/** The rows of the log body at this width: headings, each quest's counter and its description. */
export function questRows(entries: readonly QuestEntry[], width: number): QuestRow[] {
  const room = Math.max(10, width - PADDING);
  const active = entries.filter((e) => e.state === "active");
  const done = entries.filter((e) => e.state === "completed");
  if (entries.length === 0) return [{ text: "No quests yet. Someone in the keep may have work for you.", role: "dim" }];
  const rows: QuestRow[] = [];
  if (active.length > 0) rows.push({ text: "Active", role: "title" });
  for (const e of active) {
    rows.push({ text: `  ${e.line}`, role: "highlight" });
    // A paragraph, not a log line: its rows line up under its first.
    for (const row of wrapSegments([{ text: e.description }], room - 4)) {
      const line = row.map((s) => s.text).join("");
      if (line) rows.push({ text: `    ${line}` });
    }
  }
  if (done.length > 0) {
    if (rows.length > 0) rows.push({ text: "" });
    rows.push({ text: "Completed", role: "title" });
  }
  for (const e of done) rows.push({ text: `  [done] ${e.line}`, role: "dim" });
  return rows;
}

/** The rows on show in a frame `height` rows tall by the one list rule: `top` (steps down) clamped to the rows. */
export function questWindow(rows: readonly QuestRow[], top: number, height: number) {
  const room = Math.max(1, height - CHROME);
  const most = scrollMost(rows.length, room);
  const start = Math.min(most, Math.max(0, top));
  return { view: scrollWindow(rows.length, start, room), start, most, room };
}

export const quests: ScreenModule<QuestsScreen> = {
  handle(screen, input, ctx) {
    if (input === "cancel" || input === "quests" || input === "confirm") return { type: "pop" };
    if (input === "help") return { type: "push", screen: { kind: "help" } };
    if (input === "quit") return askToQuit(runInPlay(ctx.game));
    if (!ctx.game) return NONE;
    const { width, height } = frameFor(ctx.size);
    const all = questRows(questLog(ctx.game.state, ctx.registries), width);
    const { room, most } = questWindow(all, 0, height);
    const by = scrollStep(input, Math.max(1, room - 1), most);
    if (by === undefined) return NONE;
    const { start } = questWindow(all, screen.top + by, height);
    return start === screen.top ? NONE : { type: "replace", screen: { ...screen, top: start } };
  },
};
