import type { Input } from "../keymap.js";
import type { Response } from "../screen-stack.js";
import { askToQuit } from "./confirm.js";
import { initialLog } from "./log.js";

/** Keys that mean the same on every screen of a run (map and fight): rest, and the screens of `lookKey`. */
export function playKey(input: Input): Response | undefined {
  return input === "rest" ? { type: "command", command: { kind: "rest" } } : lookKey(input);
}

/** Keys that open something without acting, wherever a run is shown: the log, help, the quit question. */
export function lookKey(input: Input): Response | undefined {
  switch (input) {
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
