import { enemiesInSight } from "../game/index.js";
import type { Response } from "./screen-stack.js";
import type { Session } from "./session.js";

/** What a key burst watches between two keys: is a fight on, how many enemies are in sight. */
export interface Watch {
  readonly fighting: boolean;
  readonly inSight: number;
}

export function watch(session: Session): Watch {
  const state = session.game?.state;
  return { fighting: state?.combat !== undefined, inSight: state ? enemiesInSight(state.floor) : 0 };
}

/**
 * Whether the keys typed after this one (in the same burst) are dropped: after a run,
 * which stops where something turned up; when a fight started; when enemies came into
 * sight. The player has not seen that yet, so keys typed before it must not act on it.
 */
export function endsBurst(response: Response, before: Watch, after: Watch): boolean {
  if (response.type === "command" && response.command.kind === "run") return true;
  return (after.fighting && !before.fighting) || after.inSight > before.inSight;
}
