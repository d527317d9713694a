import { NONE, type ScreenModule } from "../screen-stack.js";
import { askToQuit } from "./confirm.js";

/** The key list, drawn from the live key map. */
export interface HelpScreen {
  readonly kind: "help";
}

export const help: ScreenModule<HelpScreen> = {
  overlay: true,
  handle(_screen, input) {
    if (input === "cancel" || input === "help" || input === "confirm") return { type: "pop" };
    if (input === "quit") return askToQuit();
    return NONE;
  },
};
