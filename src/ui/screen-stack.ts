import type { Registries } from "../content/registries.js";
import type { Command, Difficulty, Game, MonsterMemory } from "../game/index.js";
import type { TravelGoal } from "../game/queries/index.js";
import type { Binding, Input, InputMode } from "./keymap.js";
import type { CombatScreen } from "./screens/combat.js";
import type { ConfirmScreen } from "./screens/confirm.js";
import type { CreateScreen } from "./screens/create.js";
import type { DialogScreen } from "./screens/dialog.js";
import type { GameOverScreen } from "./screens/gameover.js";
import type { HelpScreen } from "./screens/help.js";
import type { InventoryScreen } from "./screens/inventory.js";
import type { LogScreen } from "./screens/log.js";
import type { LookScreen } from "./screens/look.js";
import type { OptionsScreen } from "./screens/options.js";
import type { OverviewScreen } from "./screens/overview.js";
import type { TalkToScreen } from "./screens/talk-to.js";
import type { Options } from "./options.js";
import type { MapScreen } from "./screens/map.js";
import type { QuestsScreen } from "./screens/quests.js";
import type { SheetScreen } from "./screens/sheet-state.js";
import type { ShopScreen } from "./screens/shop.js";
import type { TitleScreen } from "./screens/title.js";

/** Every screen is plain data: what it shows and where its cursor is, nothing more. */
export type Screen =
  | TitleScreen
  | CreateScreen
  | MapScreen
  | CombatScreen
  | InventoryScreen
  | LogScreen
  | QuestsScreen
  | SheetScreen
  | HelpScreen
  | ConfirmScreen
  | GameOverScreen
  | DialogScreen
  | ShopScreen
  | LookScreen
  | OptionsScreen
  | OverviewScreen
  | TalkToScreen;

/**
 * Whether the screens above the map or fight stay open after a command: `always` (unless
 * the command changed what the hero is doing — a fight began or ended — or ended the run),
 * or only when the game `refused` it (so the reason shows where the player asked).
 */
export type Keep = "always" | "refused";

/**
 * What a screen answers to an input. Screens never touch the stack or the game; the App
 * applies these. `command` runs one game command and closes overlays (unless told to
 * `keep` them, see `Keep`); `start` begins a
 * run with the choices of character creation.
 */
export type Response =
  /** Nothing happens; `reason`, when given, says why on the message line (in place of the last one). */
  | { readonly type: "none"; readonly reason?: string }
  | { readonly type: "push"; readonly screen: Screen }
  | { readonly type: "pop"; readonly result?: unknown }
  | { readonly type: "replace"; readonly screen: Screen }
  /** `before`: the screen to put in place of the top one first (a list noting which line its cursor is on, for after the command). */
  | { readonly type: "command"; readonly command: Command; readonly keep?: Keep; readonly before?: Screen }
  | { readonly type: "start"; readonly name: string; readonly options: readonly string[]; readonly difficulty?: Difficulty }
  /** Go on with the saved run; `confirmed` once the player has seen what it lost to missing mods. */
  | { readonly type: "continue"; readonly confirmed?: boolean }
  /** Begin a travel (auto-explore, to the stairs or a chosen place, rest): the App closes what is above the map and takes one turn a step until it stops. */
  | { readonly type: "travel"; readonly goal: TravelGoal }
  /** Use these options from now on and save them in the profile at once. */
  | { readonly type: "options"; readonly options: Options }
  | { readonly type: "quit" };

/** The terminal's size, for handlers whose paging depends on what fits. */
export interface ViewSize {
  readonly columns: number;
  readonly rows: number;
}

/**
 * The frame a screen draws in, for a terminal of this size: one row short of it, since a frame
 * as tall as the terminal makes Ink clear the screen on every redraw. Handlers page by it too.
 */
export function frameFor(size: ViewSize | undefined): { width: number; height: number } {
  const { columns, rows } = size ?? { columns: 80, rows: 24 };
  return { width: columns, height: rows - 1 };
}

/** What handlers may read (never change). */
export interface ScreenContext {
  readonly registries: Registries;
  readonly game?: Game;
  /** The terminal's size when the App knows it (tests of handlers may leave it out: 80×24 is assumed). */
  readonly size?: ViewSize;
  /** The options in use (the options screen changes them; absent, the defaults). */
  readonly options?: Options;
  /** The profile's monster memory (what the look adds to this run's own). */
  readonly memory?: MonsterMemory;
  /** The key map in use (keys.toml over the defaults; absent, the defaults): what a key's answer names. */
  readonly bindings?: readonly Binding[];
}

/** A screen kind's behaviour: pure functions of (screen, input, context). */
export interface ScreenModule<S extends Screen> {
  readonly handle: (screen: S, input: Input, ctx: ScreenContext) => Response;
  /** Whether printable keys arrive as text (default: they are bindings). */
  readonly mode?: (screen: S, ctx: ScreenContext) => InputMode;
  /** Called on the new top when the screen above pops with a result. */
  readonly resume?: (screen: S, result: unknown, ctx: ScreenContext) => Response;
  /** Overlays are drawn over the screen below instead of replacing it. */
  readonly overlay?: boolean;
}

export const NONE: Response = { type: "none" };

/** A key that does nothing, and the words that say why. */
export function idle(reason: string): Response {
  return { type: "none", reason };
}

/** The stack after a push, pop or replace; other responses leave it alone. The last screen is never popped. */
export function applyToStack(stack: readonly Screen[], response: Response): readonly Screen[] {
  switch (response.type) {
    case "push":
      return [...stack, response.screen];
    case "pop":
      return stack.length > 1 ? stack.slice(0, -1) : stack;
    case "replace":
      return [...stack.slice(0, -1), response.screen];
    default:
      return stack;
  }
}

/** Screens a game command is given from: the map, and the fight, the dialog or the shop on top of it. */
const PLAY_SCREENS: ReadonlySet<Screen["kind"]> = new Set(["map", "combat", "dialog", "shop"]);

/**
 * Drops everything above the topmost play screen (map, fight, dialog, shop): a command was given, so popups
 * (and the message log) have done their job.
 */
export function closeOverlays(stack: readonly Screen[]): readonly Screen[] {
  const play = stack.findLastIndex((s) => PLAY_SCREENS.has(s.kind));
  return play < 0 ? stack : stack.slice(0, play + 1);
}
