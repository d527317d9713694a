import { moveCursor } from "../menu.js";
import { NONE, type Response, type ScreenModule } from "../screen-stack.js";
import { initialCreate } from "./create.js";
import { askToQuit } from "./confirm.js";
import { initialOptions } from "./options.js";

/** The run in the save slot, as the title names it. */
export interface SavedRun {
  readonly hero: string;
  readonly floor: number;
  readonly turn: number;
}

/** What the save slot holds: a run, or a file that cannot be read (why, in one line). */
export type SlotContents = SavedRun | { readonly refused: string } | undefined;

/**
 * The title: a small menu; `notice` says why a run could not start (or a save could not
 * be read), if one failed; `saved` is the run in the save slot, offered as "Continue".
 */
export interface TitleScreen {
  readonly kind: "title";
  readonly cursor: number;
  readonly notice?: string;
  readonly saved?: SavedRun | { readonly refused: string };
}

export const TITLE_MENU = ["New run", "Options", "Quit"] as const;

/** The menu's items: "Continue" first when there is a saved run. */
export function titleMenu(screen: TitleScreen): readonly string[] {
  return screen.saved && !("refused" in screen.saved) ? ["Continue", ...TITLE_MENU] : TITLE_MENU;
}

/** `Ada, floor 3, turn 412`. */
export function savedLine(run: SavedRun): string {
  return `${run.hero}, floor ${run.floor}, turn ${run.turn}`;
}

export function initialTitle(notice?: string, slot?: SlotContents): TitleScreen {
  // A save that cannot be read is named, and stays where it is; a new run over it still asks first.
  const said = slot && "refused" in slot ? `The save cannot be read: ${slot.refused}` : undefined;
  const text = [notice, said].filter((t) => t !== undefined).join(" ");
  return { kind: "title", cursor: 0, ...(text ? { notice: text } : {}), ...(slot ? { saved: slot } : {}) };
}

export const title: ScreenModule<TitleScreen> = {
  handle(screen, input): Response {
    switch (input) {
      case "north":
      case "south":
        return {
          type: "replace",
          screen: { ...screen, cursor: moveCursor(screen.cursor, input === "north" ? -1 : 1, titleMenu(screen).length) },
        };
      case "confirm": {
        const item = titleMenu(screen)[screen.cursor];
        // "Quit" chosen from the menu is already an explicit answer: no popup.
        if (item === "Quit") return { type: "quit" };
        if (item === "Continue") return { type: "continue" };
        if (item === "Options") return { type: "push", screen: initialOptions() };
        if (!screen.saved) return { type: "push", screen: initialCreate() };
        // A new run replaces the saved one once it is saved itself: ask before.
        const saved = `The saved run (${"refused" in screen.saved ? "unreadable" : savedLine(screen.saved)}) will be overwritten.`;
        return {
          type: "push",
          screen: { kind: "confirm", question: "Start a new run?", lines: [saved], onYes: { type: "replace", screen: initialCreate() } },
        };
      }
      case "help":
        return { type: "push", screen: { kind: "help" } };
      case "options":
        return { type: "push", screen: initialOptions() };
      case "quit":
        return askToQuit(false);
      default:
        return NONE;
    }
  },
};
