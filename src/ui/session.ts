import type { Registries } from "../content/registries.js";
import { createGame, type FloorBuilder, type Game, type Outcome } from "../game/index.js";
import { applyToStack, closeOverlays, type Response, type Screen, type ScreenContext } from "./screen-stack.js";
import { initialTitle, resumeScreen } from "./screens/index.js";

/** Everything the App keeps between key presses. */
export interface Session {
  readonly stack: readonly Screen[];
  readonly game?: Game;
  /** What the message line shows: the last command's messages or its refusal. */
  readonly messages: readonly string[];
}

/** What the App is handed from outside to start runs. */
export interface SessionDeps {
  readonly registries: Registries;
  readonly seed: string;
  readonly buildFloor: FloorBuilder;
}

export function initialSession(): Session {
  return { stack: [initialTitle()], messages: [] };
}

export function screenContext(session: Session, deps: SessionDeps): ScreenContext {
  return session.game ? { registries: deps.registries, game: session.game } : { registries: deps.registries };
}

/** The lines a command outcome leaves on the message line (a refusal says why). */
export function outcomeLines(outcome: Outcome): string[] {
  return outcome.kind === "rejected" ? [...outcome.messages, outcome.reason] : [...outcome.messages];
}

// A pop result can make the screen below answer with another pop; this bounds the chain.
const MAX_CHAIN = 8;

/**
 * Applies a screen's response. `game.execute` is the one side effect (it is the game's
 * write path); `exit` tells the App to unmount.
 */
export function dispatch(session: Session, response: Response, deps: SessionDeps, depth = 0): { session: Session; exit: boolean } {
  switch (response.type) {
    case "none":
      return { session, exit: false };
    case "quit":
      return { session, exit: true };
    case "command": {
      if (!session.game) return { session, exit: false };
      const outcome = session.game.execute(response.command, deps.registries);
      // The end of a run replaces everything: there is nothing left to go back to.
      const stack = session.game.state.over ? [{ kind: "gameover" } as const] : closeOverlays(session.stack);
      return { session: { ...session, stack, messages: outcomeLines(outcome) }, exit: false };
    }
    case "start":
      return { session: startRun(response.name, response.options, deps), exit: false };
    case "pop": {
      const next = { ...session, stack: applyToStack(session.stack, response) };
      const top = next.stack.at(-1);
      if (response.result === undefined || next.stack === session.stack || !top || depth >= MAX_CHAIN) return { session: next, exit: false };
      return dispatch(next, resumeScreen(top, response.result, screenContext(next, deps)), deps, depth + 1);
    }
    default:
      return { session: { ...session, stack: applyToStack(session.stack, response) }, exit: false };
  }
}

/** A new game on the map, or back to the title with the reason it could not start. */
function startRun(name: string, options: readonly string[], deps: SessionDeps): Session {
  let made: Game | { error: string };
  try {
    made = createGame(deps.registries, { seed: deps.seed, name, options }, deps.buildFloor);
  } catch (e) {
    // A floor builder can throw on data it cannot use; the player sees why instead of a crash.
    made = { error: e instanceof Error ? e.message : String(e) };
  }
  if ("error" in made) return { stack: [initialTitle(`Could not start: ${made.error}`)], messages: [] };
  return { stack: [{ kind: "map" }], game: made, messages: [...made.state.log] };
}
