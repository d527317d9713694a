import type { Input } from "../keymap.js";
import type { Response } from "../screen-stack.js";
import { askToQuit } from "./confirm.js";
import { initialLog } from "./log.js";

/** Keys that mean the same on every screen of a run (map and fight): rest, log, help, quit. */
export function playKey(input: Input): Response | undefined {
  switch (input) {
    case "rest":
      return { type: "command", command: { kind: "rest" } };
    case "log":
      return { type: "push", screen: initialLog() };
    case "help":
      return { type: "push", screen: { kind: "help" } };
    case "quit":
      return askToQuit();
    default:
      return undefined;
  }
}
