import type { Input } from "../keymap.js";
import type { Response } from "../screen-stack.js";
import { askToQuit } from "./confirm.js";
import { initialLog } from "./log.js";
import { initialOptions } from "./options.js";
import { initialQuests } from "./quests.js";
import { initialSheet } from "./sheet.js";

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
      return askToQuit();
    default:
      return undefined;
  }
}

/** Keys that mean the same on the map and in a fight: rest, and those of `overlayKey`. */
export function playKey(input: Input): Response | undefined {
  return input === "rest" ? { type: "command", command: { kind: "rest" } } : overlayKey(input);
}
