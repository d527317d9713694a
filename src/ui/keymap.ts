import type { Key } from "ink";
import { DIRECTION_WORDS, type Direction } from "../lib/direction.js";

/** What a key means to a screen. Screens switch on these, never on raw keys. */
export type NamedInput =
  | "north"
  | "south"
  | "east"
  | "west"
  | "northeast"
  | "northwest"
  | "southeast"
  | "southwest"
  | "runNorth"
  | "runSouth"
  | "runEast"
  | "runWest"
  | "runNortheast"
  | "runNorthwest"
  | "runSoutheast"
  | "runSouthwest"
  | "rest"
  | "descend"
  | "explore"
  | "restFully"
  | "attack"
  | "flee"
  | "inventory"
  | "pickUp"
  | "equip"
  | "drop"
  | "junk"
  | "talk"
  | "log"
  | "quests"
  | "sheet"
  | "look"
  | "overview"
  | "confirm"
  | "cancel"
  | "toggle"
  | "tab"
  | "pageUp"
  | "pageDown"
  | "home"
  | "end"
  | "backspace"
  | "help"
  | "options"
  | "suspend"
  | "quit";

/** A named input, or typed text for screens that take text (a name, a y/n answer). */
export type Input = NamedInput | { readonly char: string };

type SpecialKey =
  | "upArrow"
  | "downArrow"
  | "leftArrow"
  | "rightArrow"
  | "pageUp"
  | "pageDown"
  | "home"
  | "end"
  | "return"
  | "escape"
  | "tab"
  | "backspace"
  | "delete";

/** One physical key: a printable character, a special key, or Ctrl plus a letter. */
export type KeySpec = { readonly char: string } | { readonly key: SpecialKey } | { readonly ctrl: string };

/** A row of the key map: the input, the keys that produce it, and what it does (for help). */
export interface Binding {
  readonly input: NamedInput;
  readonly keys: readonly KeySpec[];
  readonly label: string;
  /** Bindings of one group share one line of help, under this label (the eight runs). */
  readonly group?: string;
}

/** The help line of the eight run keys (each its move key with Shift). */
const RUN_GROUP = "run: a move key + Shift";
/** Auto-explore and resting on share one help line (any key stops either). */
const TRAVEL_GROUP = "auto-explore / rest fully";
/** Help and the options share one help line (a line more would not fit help at 80×24). */
const HELP_GROUP = "show this help / options";
/** Look and the overview share one help line: both choose a place (Enter travels there; their hint lines say so). */
const PLACE_GROUP = "look around / overview";
/** Dropping and the junk mark share one help line (a line more would not fit help at 80×24). */
const DROP_GROUP = "inventory: drop / junk";
/** Home and End share one help line. */
const SCROLL_ENDS = "scroll to the start / end";

/**
 * The key map: the only place keys are named. The help screen and the hint line are
 * generated from it, so they cannot drift from what the keys really do.
 */
export const BINDINGS: readonly Binding[] = [
  { input: "north", keys: [{ key: "upArrow" }, { char: "k" }], label: "move north / up" },
  { input: "south", keys: [{ key: "downArrow" }, { char: "j" }], label: "move south / down" },
  { input: "west", keys: [{ key: "leftArrow" }, { char: "h" }], label: "move west" },
  { input: "east", keys: [{ key: "rightArrow" }, { char: "l" }], label: "move east" },
  { input: "northwest", keys: [{ char: "y" }], label: "move northwest" },
  { input: "northeast", keys: [{ char: "u" }], label: "move northeast" },
  { input: "southwest", keys: [{ char: "b" }], label: "move southwest" },
  { input: "southeast", keys: [{ char: "n" }], label: "move southeast" },
  { input: "runNorth", keys: [{ char: "K" }], label: "run north", group: RUN_GROUP },
  { input: "runSouth", keys: [{ char: "J" }], label: "run south", group: RUN_GROUP },
  { input: "runWest", keys: [{ char: "H" }], label: "run west", group: RUN_GROUP },
  { input: "runEast", keys: [{ char: "L" }], label: "run east", group: RUN_GROUP },
  { input: "runNorthwest", keys: [{ char: "Y" }], label: "run northwest", group: RUN_GROUP },
  { input: "runNortheast", keys: [{ char: "U" }], label: "run northeast", group: RUN_GROUP },
  { input: "runSouthwest", keys: [{ char: "B" }], label: "run southwest", group: RUN_GROUP },
  { input: "runSoutheast", keys: [{ char: "N" }], label: "run southeast", group: RUN_GROUP },
  { input: "rest", keys: [{ char: "." }], label: "rest / wait a turn" },
  { input: "descend", keys: [{ char: ">" }], label: "stairs: down / go to them" },
  { input: "explore", keys: [{ char: "o" }], label: "explore to the nearest unseen place", group: TRAVEL_GROUP },
  { input: "restFully", keys: [{ char: "R" }], label: "rest until healed or rested", group: TRAVEL_GROUP },
  { input: "attack", keys: [{ char: "a" }], label: "attack the target" },
  { input: "flee", keys: [{ char: "f" }], label: "flee the fight" },
  { input: "inventory", keys: [{ char: "i" }], label: "inventory and gear" },
  { input: "pickUp", keys: [{ char: "g" }], label: "pick up what lies here" },
  { input: "equip", keys: [{ char: "e" }], label: "inventory: wear / take off" },
  { input: "drop", keys: [{ char: "d" }], label: "inventory: drop (the marked ones)", group: DROP_GROUP },
  // `w`: worthless. `-` and `+` stay free for the character sheet's points.
  { input: "junk", keys: [{ char: "w" }], label: "inventory: mark a kind as junk", group: DROP_GROUP },
  { input: "talk", keys: [{ char: "t" }], label: "talk to someone here" },
  { input: "log", keys: [{ char: "m" }], label: "message log" },
  // Shift+q: the character differs from quit's `q`, so the two cannot be confused.
  { input: "quests", keys: [{ char: "Q" }], label: "quest log" },
  { input: "sheet", keys: [{ char: "c" }], label: "character sheet / points" },
  { input: "look", keys: [{ char: "x" }], label: "look around / at a foe", group: PLACE_GROUP },
  // DCSS's key for its level map; `x` (look) lower-case beside it.
  { input: "overview", keys: [{ char: "X" }], label: "overview of the explored floor", group: PLACE_GROUP },
  { input: "confirm", keys: [{ key: "return" }], label: "choose / confirm" },
  { input: "cancel", keys: [{ key: "escape" }], label: "back / close" },
  { input: "toggle", keys: [{ char: " " }], label: "mark an option / an item" },
  { input: "tab", keys: [{ key: "tab" }], label: "switch column or target" },
  { input: "pageUp", keys: [{ key: "pageUp" }], label: "scroll a page up" },
  { input: "pageDown", keys: [{ key: "pageDown" }], label: "scroll a page down" },
  { input: "home", keys: [{ key: "home" }], label: "scroll to the start", group: SCROLL_ENDS },
  { input: "end", keys: [{ key: "end" }], label: "scroll to the end", group: SCROLL_ENDS },
  // Terminals send DEL (0x7f) for Backspace, which Ink 6 reports as `delete`.
  { input: "backspace", keys: [{ key: "backspace" }, { key: "delete" }], label: "erase a letter" },
  { input: "help", keys: [{ char: "?" }], label: "show this help", group: HELP_GROUP },
  // Shift+o: `o` explores; the options are rare enough for the Shift.
  { input: "options", keys: [{ char: "O" }], label: "options: theme, hints, confirm quit", group: HELP_GROUP },
  // Raw mode turns Ctrl+Z into a key; the terminal code (src/cli/terminal.tsx) suspends on it.
  { input: "suspend", keys: [{ ctrl: "z" }], label: "suspend (fg resumes)" },
  // Ctrl+C is an ordinary key (Ink runs with exitOnCtrlC: false) so quitting can autosave.
  { input: "quit", keys: [{ char: "q" }, { ctrl: "c" }], label: "quit (asks first)" },
];

/**
 * `keys`: every binding applies. `text`: the screen takes typed text, so printable
 * characters arrive as `{ char }` and only special keys (Enter, Escape, arrows, Ctrl+C …)
 * keep their names — otherwise nobody could type an `h` or answer `y`.
 */
export type InputMode = "keys" | "text";

// Plain ASCII names: the title's first frame then needs no Unicode width tables, which
// cost ~20 ms of start-up the first time any text outside ASCII is measured.
const SPECIAL_NAMES: Record<SpecialKey, string> = {
  upArrow: "Up",
  downArrow: "Down",
  leftArrow: "Left",
  rightArrow: "Right",
  pageUp: "PgUp",
  pageDown: "PgDn",
  home: "Home",
  end: "End",
  return: "Enter",
  escape: "Esc",
  tab: "Tab",
  backspace: "Bksp",
  delete: "Del",
};

/** How a key is written for the player. */
export function keyLabel(spec: KeySpec): string {
  if ("key" in spec) return SPECIAL_NAMES[spec.key];
  if ("ctrl" in spec) return `Ctrl+${spec.ctrl.toUpperCase()}`;
  return spec.char === " " ? "Space" : spec.char;
}

/** The keys of one input in the key map `bindings` (the one in use: the UI's `useBindings`), as the player reads them (`↑ k`). */
export function keysFor(input: NamedInput, bindings: readonly Binding[] = BINDINGS): string {
  const binding = bindings.find((b) => b.input === input);
  return binding ? binding.keys.map(keyLabel).join(" ") : "";
}

/** The first key of an input in the key map `bindings`, for one-line hints (`?` for help). */
export function primaryKey(input: NamedInput, bindings: readonly Binding[] = BINDINGS): string {
  const spec = bindings.find((b) => b.input === input)?.keys[0];
  return spec ? keyLabel(spec) : "";
}

function matches(spec: KeySpec, input: string, key: Key, mode: InputMode): boolean {
  if ("key" in spec) return key[spec.key];
  if ("ctrl" in spec) return key.ctrl && input === spec.ctrl;
  return mode === "keys" && !key.ctrl && !key.meta && input === spec.char;
}

/** Ink's `(input, key)` → a named input of the key map `bindings`, typed text, or nothing (an unmapped key). */
export function toInput(input: string, key: Key, mode: InputMode = "keys", bindings: readonly Binding[] = BINDINGS): Input | undefined {
  for (const binding of bindings) {
    if (binding.keys.some((spec) => matches(spec, input, key, mode))) return binding.input;
  }
  if (key.ctrl || key.meta || input === "") return undefined;
  // Drop control characters a paste might carry; keep everything a name could hold.
  const text = [...input].filter((c) => c >= " " && c !== "\u007f").join("");
  return text ? { char: text } : undefined;
}

/** The eight movement inputs (named as compass words) and the direction each one steps in. */
export const MOVES = DIRECTION_WORDS satisfies Partial<Record<NamedInput, Direction>>;

/** The eight run inputs and their directions: run until something interesting. */
export const RUNS = {
  runNorth: "n",
  runNortheast: "ne",
  runEast: "e",
  runSoutheast: "se",
  runSouth: "s",
  runSouthwest: "sw",
  runWest: "w",
  runNorthwest: "nw",
} as const satisfies Partial<Record<NamedInput, Direction>>;
