import type { TurnChanges } from "../game/index.js";
import type { Response } from "./screen-stack.js";

/**
 * Whether the keys typed after this one (in the same burst) are dropped: after a run,
 * which stops where something turned up; after a wait in a fight; when a new mode began
 * (a fight started, a dialog or a shop opened: its options and goods are news too); when
 * enemies came into sight. The player has not seen that yet, so keys typed before it must
 * not act on it. `changes` is what the key's command (or the run it began) changed; none, nothing did.
 */
export function endsBurst(response: Response, changes: TurnChanges | undefined): boolean {
  if (response.type === "command" && response.command.kind === "run") return true;
  if (!changes) return false;
  // A wait in a fight is a turn the foes act in: a held `.` (a burst of rests on the map)
  // must not throw away several turns of a fight unseen, as moves after a fight starts do not.
  if (response.type === "command" && response.command.kind === "rest" && changes.modeBefore === "fighting") return true;
  const opened = changes.modeAfter !== changes.modeBefore && changes.modeAfter !== "exploring";
  return opened || changes.newlyInSight > 0;
}
