import { BINDINGS, primaryKey, type Binding, type Input } from "../keymap.js";
import { idle, NONE, type Response } from "../screen-stack.js";
import { askToQuit } from "./confirm.js";
import { initialLog } from "./log.js";
import { initialOptions } from "./options.js";
import { initialQuests } from "./quests.js";
import { initialSheet } from "./sheet-state.js";

/** Keys that open something over any screen of a run (map, fight, dialog, shop): the log, the quests, the character sheet, help, the options, quit. */
export function overlayKey(input: Input): Response | undefined {
  switch (input) {
    case "log":
      return { type: "push", screen: initialLog() };
    case "quests":
      return { type: "push", screen: initialQuests() };
    case "sheet":
      return { type: "push", screen: initialSheet() };
    case "help":
      return { type: "push", screen: { kind: "help" } };
    case "options":
      return { type: "push", screen: initialOptions() };
    case "quit":
      return askToQuit(true);
    default:
      return undefined;
  }
}

/** Keys that mean the same on the map and in a fight: rest, and those of `overlayKey`. */
export function playKey(input: Input): Response | undefined {
  return input === "rest" ? { type: "command", command: { kind: "rest" } } : overlayKey(input);
}

/**
 * What a key with no use on this screen answers: why it did nothing ("a does nothing here
 * (attack the target)"), so the line never keeps the last command's words as if they
 * were the answer, keys named as `bindings` (the key map in use) has them. The one fallback
 * of the map, the fight and the inventory.
 */
export function unusedKey(input: Input, bindings: readonly Binding[] = BINDINGS): Response {
  // Ctrl+Z is the terminal's to answer (it suspends around the screens).
  if (input === "suspend") return NONE;
  if (typeof input !== "string") return idle(`${input.char} is no key here (${primaryKey("help", bindings)} lists them)`);
  const label = bindings.find((b) => b.input === input)?.label;
  return idle(`${primaryKey(input, bindings)} does nothing here${label ? ` (${label})` : ""}`);
}
