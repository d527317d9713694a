import { cycle, moveCursor } from "../menu.js";
import { DEFAULT_OPTIONS } from "../../profile/options-file.js";
import type { Options } from "../options.js";
import { NONE, type Response, type ScreenModule } from "../screen-stack.js";
import { THEME_NAMES } from "../theme-palettes.js";
import { askToQuit, runInPlay } from "./confirm.js";

/** The options popup: which row the cursor is on. Every change is used and saved at once. */
export interface OptionsScreen {
  readonly kind: "options";
  readonly cursor: number;
}

/** The rows of the options screen, in order. */
export const OPTION_ROWS = ["theme", "hints", "confirm_quit", "autopickup"] as const;
export type OptionRow = (typeof OPTION_ROWS)[number];

export function initialOptions(): OptionsScreen {
  return { kind: "options", cursor: 0 };
}

/** `options` with the row's value moved one step (`by` -1 or 1): the next theme, a switch flipped. */
function changeOption(options: Options, row: OptionRow, by: number): Options {
  if (row === "theme") {
    const at = THEME_NAMES.indexOf(options.theme);
    return { ...options, theme: THEME_NAMES[cycle(at, by, THEME_NAMES.length)]! };
  }
  return { ...options, [row]: !options[row] };
}

const STEPS: Partial<Record<string, number>> = { confirm: 1, toggle: 1, east: 1, west: -1 };

export const options: ScreenModule<OptionsScreen> = {
  overlay: true,
  handle(screen, input, ctx): Response {
    if (input === "north" || input === "south")
      return { type: "replace", screen: { ...screen, cursor: moveCursor(screen.cursor, input === "north" ? -1 : 1, OPTION_ROWS.length) } };
    if (input === "cancel" || input === "options") return { type: "pop" };
    if (input === "quit") return askToQuit(runInPlay(ctx.game));
    const by = typeof input === "string" ? STEPS[input] : undefined;
    if (by === undefined) return NONE;
    return { type: "options", options: changeOption(ctx.options ?? DEFAULT_OPTIONS, OPTION_ROWS[screen.cursor] ?? "theme", by) };
  },
};
