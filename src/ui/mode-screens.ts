import type { GameState } from "../game/index.js";
import type { Mode } from "../game/queries/index.js";
import type { Screen } from "./screen-stack.js";
import { initialCombat, initialDialog, initialShop } from "./screens/index.js";

/** A mode's own full screen: its kind, and how it opens. */
interface ModeScreen {
  readonly kind: Screen["kind"];
  readonly open: (state: GameState) => Screen;
}

/**
 * The screen each mode is played on, over the map; exploring is the map itself. A new
 * mode adds one row here, and the stack follows it like the others.
 */
const MODE_SCREENS: { readonly [M in Mode]: ModeScreen | undefined } = {
  exploring: undefined,
  fighting: { kind: "combat", open: initialCombat },
  talking: { kind: "dialog", open: initialDialog },
  trading: { kind: "shop", open: initialShop },
};

const KINDS: ReadonlySet<Screen["kind"]> = new Set(Object.values(MODE_SCREENS).flatMap((s) => (s ? [s.kind] : [])));

/**
 * The stack that matches `mode`: its screen on top, kept as it was (cursors and all) if it
 * already is, opened fresh otherwise; any other mode's screen is dropped, so when the
 * mode is exploring the screen below (the map) is left. `state` is the game the screen opens on.
 */
export function matchMode(stack: readonly Screen[], mode: Mode, state: GameState): readonly Screen[] {
  const want = MODE_SCREENS[mode];
  if (want && stack.at(-1)?.kind === want.kind) return stack;
  const below = stack.some((s) => KINDS.has(s.kind)) ? stack.filter((s) => !KINDS.has(s.kind)) : stack;
  return want ? [...below, want.open(state)] : below;
}
