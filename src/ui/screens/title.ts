import { moveCursor } from "../menu.js";
import { NONE, type Response, type ScreenModule } from "../screen-stack.js";
import { initialCreate } from "./create.js";
import { askToQuit } from "./confirm.js";

/** The title: a small menu; `notice` says why a run could not start, if one failed. */
export interface TitleScreen {
  readonly kind: "title";
  readonly cursor: number;
  readonly notice?: string;
}

export const TITLE_MENU = ["New run", "Quit"] as const;

export function initialTitle(notice?: string): TitleScreen {
  return notice === undefined ? { kind: "title", cursor: 0 } : { kind: "title", cursor: 0, notice };
}

export const title: ScreenModule<TitleScreen> = {
  handle(screen, input): Response {
    switch (input) {
      case "north":
      case "south":
        return { type: "replace", screen: { ...screen, cursor: moveCursor(screen.cursor, input === "north" ? -1 : 1, TITLE_MENU.length) } };
      case "confirm":
        // "Quit" chosen from the menu is already an explicit answer: no popup.
        return TITLE_MENU[screen.cursor] === "Quit" ? { type: "quit" } : { type: "push", screen: initialCreate() };
      case "help":
        return { type: "push", screen: { kind: "help" } };
      case "quit":
        return askToQuit();
      default:
        return NONE;
    }
  },
};
