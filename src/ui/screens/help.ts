import { NONE, type ScreenModule } from "../screen-stack.js";
import { askToQuit, runInPlay } from "./confirm.js";

/** The key list, drawn from the live key map. */
export interface HelpScreen {
  readonly kind: "help";
}

export const help: ScreenModule<HelpScreen> = {
  overlay: true,
  handle(_screen, input, ctx) {
    if (input === "cancel" || input === "help" || input === "confirm") return { type: "pop" };
    if (input === "quit") return askToQuit(runInPlay(ctx.game));
    return NONE;
  },
};
