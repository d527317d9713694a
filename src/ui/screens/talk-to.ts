import { talkChoices } from "../../game/queries/index.js";
import type { Input } from "../keymap.js";
import { moveCursor } from "../menu.js";
import { NONE, type Response, type ScreenModule } from "../screen-stack.js";
import { askToQuit, runInPlay } from "./confirm.js";

/**
 * Whom to talk to, when `t` finds nobody on the hero's tile and several beside it: their
 * names, numbered as `talk N` numbers them (north first, clockwise).
 */
export interface TalkToScreen {
  readonly kind: "talkTo";
  readonly cursor: number;
}

export function initialTalkTo(): TalkToScreen {
  return { kind: "talkTo", cursor: 0 };
}

const talkTo_ = (n: number): Response => ({ type: "command", command: { kind: "talk", npc: n } });

export const talkTo: ScreenModule<TalkToScreen> = {
  overlay: true,
  handle(screen, input: Input, ctx): Response {
    const count = ctx.game ? talkChoices(ctx.game.state, ctx.registries).length : 0;
    if (count === 0 || input === "cancel" || input === "talk") return { type: "pop" };
    if (input === "north" || input === "south")
      return { type: "replace", screen: { ...screen, cursor: moveCursor(screen.cursor, input === "north" ? -1 : 1, count) } };
    if (input === "confirm") return talkTo_(Math.min(screen.cursor, count - 1) + 1);
    if (input === "quit") return askToQuit(runInPlay(ctx.game));
    // A number says whom at once, as in a dialog.
    const n = typeof input === "object" && /^[1-9]$/.test(input.char) ? Number(input.char) : 0;
    return n >= 1 && n <= count ? talkTo_(n) : NONE;
  },
};
