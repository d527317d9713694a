import { enemiesInSight, type GameState } from "../game/index.js";
import type { Response } from "./screen-stack.js";
import type { Session } from "./session.js";

/** What a key burst watches between two keys: is a fight on, how many enemies are in sight, what a conversation shows. */
export interface Watch {
  readonly fighting: boolean;
  readonly inSight: number;
  readonly talk: "none" | "dialog" | "shop";
}

const talkOf = (state: GameState | undefined): Watch["talk"] => (!state?.talk ? "none" : state.talk.trading ? "shop" : "dialog");

export function watch(session: Session): Watch {
  const state = session.game?.state;
  return { fighting: state?.combat !== undefined, inSight: state ? enemiesInSight(state.floor) : 0, talk: talkOf(state) };
}

/**
 * Whether the keys typed after this one (in the same burst) are dropped: after a run,
 * which stops where something turned up; after a wait in a fight; when a fight started; when enemies came into
 * sight; when a dialog or a shop opened (its options and goods are news too). The player
 * has not seen that yet, so keys typed before it must not act on it.
 */
export function endsBurst(response: Response, before: Watch, after: Watch): boolean {
  if (response.type === "command" && response.command.kind === "run") return true;
  // A wait in a fight is a turn the foes act in: a held `.` (a burst of rests on the map)
  // must not throw away several turns of a fight unseen, as moves after a fight starts do not.
  if (response.type === "command" && response.command.kind === "rest" && before.fighting) return true;
  const opened = after.talk !== "none" && after.talk !== before.talk;
  return (after.fighting && !before.fighting) || after.inSight > before.inSight || opened;
}
