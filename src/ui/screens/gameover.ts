import { NONE, type ScreenModule } from "../screen-stack.js";
import { initialLog } from "./log.js";
import { initialTitle } from "./title.js";

/** The end of a run, won or died: one screen, two headings. */
export interface GameOverScreen {
  readonly kind: "gameover";
}

export const gameover: ScreenModule<GameOverScreen> = {
  handle(_screen, input) {
    switch (input) {
      case "confirm":
      case "cancel":
        return { type: "replace", screen: initialTitle() };
      case "log":
        return { type: "push", screen: initialLog() };
      case "quit":
        return { type: "quit" };
      default:
        return NONE;
    }
  },
};
