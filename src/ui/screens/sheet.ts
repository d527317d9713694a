import { BASE_STATS, type AttributeName } from "../../content/catalog.js";
import { SHEET_ATTRIBUTES } from "../../game/queries/index.js";
import type { Input } from "../keymap.js";
import { moveCursor } from "../menu.js";
import { NONE, type Response, type ScreenModule } from "../screen-stack.js";
import { overlayKey } from "./play-keys.js";
import { placed, planOf, type SheetScreen } from "./sheet-state.js";

type BaseStat = (typeof BASE_STATS)[number];

const isStat = (name: string | undefined): name is BaseStat => (BASE_STATS as readonly string[]).includes(name ?? "");

/** `+` (or `=`, its unshifted key), Right and `l` add a point; `-`, Left and `h` take one back. */
function pointStep(input: Input): number {
  if (input === "east" || (typeof input === "object" && (input.char === "+" || input.char === "="))) return 1;
  if (input === "west" || (typeof input === "object" && input.char === "-")) return -1;
  return 0;
}

/** The attribute on `row` (the base stats come first, so the cursor opens on one). */
function sheetRow(names: readonly AttributeName[], row: number): AttributeName | undefined {
  return names[Math.min(Math.max(0, row), names.length - 1)];
}

export const sheet: ScreenModule<SheetScreen> = {
  handle(screen, input, ctx): Response {
    const game = ctx.game;
    if (input === "cancel" || input === "sheet") return { type: "pop" };
    if (!game) return NONE;
    const { state } = game;
    const names = SHEET_ATTRIBUTES;
    if (input === "north" || input === "south")
      return { type: "replace", screen: { ...screen, row: moveCursor(screen.row, input === "north" ? -1 : 1, names.length) } };
    const plan = planOf(screen, state);
    if (input === "confirm") {
      if (state.unspent_points <= 0 || placed(plan) !== state.unspent_points) return NONE;
      // The sheet stays open so the new values show; the game's turn passes.
      return { type: "command", command: { kind: "assign_points", points: plan }, keep: "always" };
    }
    const step = pointStep(input);
    if (step !== 0) {
      const stat = sheetRow(names, screen.row);
      if (!isStat(stat) || state.unspent_points <= 0) return NONE;
      const now = plan[stat] ?? 0;
      if ((step > 0 && placed(plan) >= state.unspent_points) || (step < 0 && now === 0)) return NONE;
      return { type: "replace", screen: { ...screen, plan: { ...plan, [stat]: now + step }, turn: state.turn } };
    }
    return overlayKey(input) ?? NONE;
  },
};
