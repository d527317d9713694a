import type { Registries } from "../content/registries.js";
import { createGame, type Difficulty, type FloorBuilder, type Game, type GameState, type MonsterMemory } from "../game/index.js";
import { arrivalChanges, type Outcome, type TurnChanges } from "../game/index.js";
import type { SlotContents } from "./screens/title.js";
import { modeOf } from "../game/queries/index.js";
import type { HighScores } from "../profile/high-scores.js";
import { summarize, type RunEndReport, type RunEnded } from "./run-summary.js";
import { applyToStack, closeOverlays, type Response, type Screen, type ScreenContext, type ViewSize } from "./screen-stack.js";
import { initialTitle, isQuitQuestion, resumeScreen } from "./screens/index.js";
import { matchMode } from "./mode-screens.js";
import { DEFAULT_OPTIONS } from "../profile/options-file.js";
import type { Options } from "./options.js";
import type { Binding } from "./keymap.js";
import type { ScriptHost } from "../content/script-port.js";

/** Everything the App keeps between key presses. */
export interface Session {
  readonly stack: readonly Screen[];
  readonly game?: Game;
  /** What the message line shows: the last command's messages or its refusal. */
  readonly messages: readonly string[];
  /** The last command's refusal, when it was refused (it is in `messages` too, but never in the game's log). */
  readonly refused?: string;
  /** The best runs, for the title (from the profile, through the App's props). */
  readonly scores?: HighScores;
  /** The profile's monster memory (runs that ended; the look adds this run's own). */
  readonly memory?: MonsterMemory;
  /** What the edge reported when the run ended, for the game-over screen. */
  readonly ended?: RunEndReport;
  /** The options in use (from the profile's options.toml, changed on the options screen); absent, the defaults. */
  readonly options?: Options;
  /** Why the last change of options could not be saved (one line, on the options screen). */
  readonly optionsProblem?: string;
}

/** What the App is handed from outside to start runs. */
export interface SessionDeps {
  readonly registries: Registries;
  /** The seed of every run (`--seed`), or what draws a fresh one for each new run. */
  readonly seed: SeedSource;
  readonly buildFloor: FloorBuilder;
  /** The load's script engine, handed to each new game beside the floor builder (absent: no mod has scripts). */
  readonly scripts?: ScriptHost;
  /** Told once when a run ends, as its game-over screen is shown. */
  readonly runEnded?: RunEnded;
  /** The profile's best runs as the file holds them now: read each time the title comes back (absent: the session's own). */
  readonly readScores?: () => HighScores;
  /** The save slot; without it (tests, a profile that cannot hold saves) nothing is saved. */
  readonly saves?: SaveHooks;
  /** What `--wizard [--floor N]` asks of every new run (a continued one keeps its own). */
  readonly newRun?: { readonly wizard?: boolean; readonly floor?: number };
  /** Saves the options in the profile; a failure is one line to show (absent: nothing is saved). */
  readonly saveOptions?: (options: Options) => string | undefined;
  /** The key map in use (the App's, from context); absent, the defaults. */
  readonly bindings?: readonly Binding[];
}

/**
 * The save slot as the UI sees it: the file work is done outside (the UI never touches the
 * file system). The session calls `save` on entering a floor and on quit, `discard` when
 * the game-over screen is shown (permadeath), `playing` for each run it starts or continues.
 */
export interface SaveHooks {
  /** What the slot holds: a run, an unreadable file, or nothing. */
  peek(): SlotContents;
  /** The saved run as a game, with what it lost to missing mods; or why it cannot be read (the file is left alone). */
  resume(): { readonly game: Game; readonly warnings: readonly string[] } | { readonly refused: string };
  /** Writes the run (one that is over is never written). */
  save(state: GameState): void;
  /** Empties the slot. */
  discard(): void;
  /** The run now in play (so a signal can save it). */
  playing(game: Game): void;
}

/** A fixed seed, or a function called once per new run for a fresh one. */
export type SeedSource = string | (() => string);

export function initialSession(saves?: SaveHooks, scores?: HighScores, options?: Options, memory?: MonsterMemory): Session {
  return {
    stack: [initialTitle(undefined, saves?.peek())],
    messages: [],
    ...(options ? { options } : {}),
    ...(scores ? { scores } : {}),
    ...(memory ? { memory } : {}),
  };
}

/** The options a session uses. */
export function optionsOf(session: Session): Options {
  return session.options ?? DEFAULT_OPTIONS;
}

export function screenContext(session: Session, deps: SessionDeps, size?: ViewSize): ScreenContext {
  return {
    registries: deps.registries,
    options: optionsOf(session),
    ...(session.game ? { game: session.game } : {}),
    ...(size ? { size } : {}),
    ...(session.memory ? { memory: session.memory } : {}),
    ...(deps.bindings ? { bindings: deps.bindings } : {}),
  };
}

/** The session using `options` from now on, saved at once; a failed save is kept to show, the game goes on. */
export function withOptions(session: Session, options: Options, deps: SessionDeps): Session {
  const problem = deps.saveOptions?.(options);
  const { optionsProblem: _old, ...rest } = session;
  return { ...rest, options, ...(problem ? { optionsProblem: problem } : {}) };
}

/**
 * The session after a key that did nothing: its reason alone on the message line, shown
 * as a refusal, in place of whatever the last command said (a stale line would read as
 * the answer). Every key that does nothing — a refused command, a travel that stops at
 * once, a key with no use on this screen — ends up here.
 */
export function refusedWith(session: Session, reason: string): Session {
  return { ...session, messages: [reason], refused: reason };
}

/** The session with `lines` on the message line as news, not a refusal. */
export function saying(session: Session, lines: readonly string[]): Session {
  const { refused: _old, ...rest } = session;
  return { ...rest, messages: lines };
}

/** The lines a command outcome leaves on the message line (a refusal says why). */
function outcomeLines(outcome: Outcome): string[] {
  return outcome.kind === "rejected" ? [...outcome.messages, outcome.reason] : [...outcome.messages];
}

// A pop result can make the screen below answer with another pop; this bounds the chain.
const MAX_CHAIN = 8;

/**
 * What a response left: the session, whether the App unmounts, and what the game changed
 * when the response gave a command (its outcome's) or began play on a game (its arrival).
 */
export interface Dispatched {
  readonly session: Session;
  readonly exit: boolean;
  readonly changes?: TurnChanges;
}

/**
 * Applies a screen's response. `game.execute` is the one side effect (it is the game's
 * write path); `exit` tells the App to unmount.
 */
export function dispatch(session: Session, response: Response, deps: SessionDeps, depth = 0): Dispatched {
  const result = apply(session, response, deps, depth);
  // The title lists what the profile holds, read when it comes back (after a run ended,
  // a failed start): never a copy kept from earlier that a write since has made stale.
  const back = result.session.stack.at(-1)?.kind === "title" && session.stack.at(-1)?.kind !== "title";
  return back && deps.readScores ? { ...result, session: { ...result.session, scores: deps.readScores() } } : result;
}

function apply(session: Session, response: Response, deps: SessionDeps, depth: number): Dispatched {
  switch (response.type) {
    case "none":
      return { session: response.reason === undefined ? session : refusedWith(session, response.reason), exit: false };
    case "travel": // the App walks a travel (see TravelLoop), one command a step
      return { session, exit: false };
    case "quit":
      if (session.game && !session.game.state.over) deps.saves?.save(session.game.state);
      return { session, exit: true };
    case "options":
      return { session: withOptions(session, response.options, deps), exit: false };
    case "continue":
      return arrived(session, continueRun(session, response.confirmed === true, deps));
    case "command": {
      if (!session.game) return { session, exit: false };
      const outcome = session.game.execute(response.command, deps.registries);
      const { changes } = outcome;
      const { state } = session.game;
      // Permadeath: the save goes when the game-over screen is shown; a new floor is saved on arrival.
      if (state.over) deps.saves?.discard();
      else if (changes.floorEntered !== undefined) deps.saves?.save(state);
      const sameMode = changes.modeAfter === changes.modeBefore;
      const keep = response.keep === "always" ? sameMode : response.keep === "refused" && outcome.kind === "rejected";
      // The end of a run replaces everything: there is nothing left to go back to.
      const shown = response.before ? [...session.stack.slice(0, -1), response.before] : session.stack;
      const stack = state.over ? [{ kind: "gameover" } as const] : keep ? shown : matchMode(closeOverlays(shown), changes.modeAfter, state);
      const ended = state.over && session.stack.at(-1)?.kind !== "gameover" ? endRun(session, deps) : session;
      const next: Session = { ...keepScores(ended), stack, game: session.game, messages: outcomeLines(outcome) };
      return { session: outcome.kind === "rejected" ? { ...next, refused: outcome.reason } : next, exit: false, changes };
    }
    case "start":
      return arrived(session, startRun(session, response, deps));
    case "pop": {
      const next = { ...session, stack: applyToStack(session.stack, response) };
      const top = next.stack.at(-1);
      if (response.result === undefined || next.stack === session.stack || !top || depth >= MAX_CHAIN)
        return { session: next, exit: false };
      return dispatch(next, resumeScreen(top, response.result, screenContext(next, deps)), deps, depth + 1);
    }
    case "push":
      // With confirm_quit off, a quit key saves and quits without the question.
      if (!optionsOf(session).confirm_quit && isQuitQuestion(response.screen)) return dispatch(session, { type: "quit" }, deps, depth);
      return { session: { ...session, stack: applyToStack(session.stack, response) }, exit: false };
    default:
      return { session: { ...session, stack: applyToStack(session.stack, response) }, exit: false };
  }
}

/** The session after a start or a continue; when it began play on a game, what that game shows as news. */
function arrived(session: Session, next: Session): Dispatched {
  const began = next.game !== undefined && next.game !== session.game;
  return began ? { session: next, exit: false, changes: arrivalChanges(next.game!.state) } : { session: next, exit: false };
}

/** Tells the edge the run is over; the session keeps its report and the new scores. */
function endRun(session: Session, deps: SessionDeps): Session {
  if (!session.game || !deps.runEnded) return session;
  const report = deps.runEnded(summarize(session.game.state, deps.registries), session.game.state);
  return {
    ...session,
    ended: report,
    ...(report.scores ? { scores: report.scores } : {}),
    ...(report.memory ? { memory: report.memory } : {}),
  };
}

/** What a session carries from one run to the next and to the game-over screen. */
function keepScores(session: Session): Pick<Session, "scores" | "ended" | "options" | "memory"> {
  return { ...keepProfile(session), ...(session.ended ? { ended: session.ended } : {}) };
}

/** What belongs to the profile, not the run: kept through every start, continue and refusal. */
function keepProfile(session: Session): Pick<Session, "scores" | "options" | "memory"> {
  return {
    ...(session.options ? { options: session.options } : {}),
    ...(session.scores ? { scores: session.scores } : {}),
    ...(session.memory ? { memory: session.memory } : {}),
  };
}

/** A new game on the map, or back to the title with the reason it could not start. */
function startRun(
  session: Session,
  run: { name: string; options: readonly string[]; difficulty?: Difficulty },
  deps: SessionDeps,
): Session {
  const scores = keepProfile(session);
  let made: Game | { error: string };
  try {
    const seed = typeof deps.seed === "string" ? deps.seed : deps.seed();
    made = createGame(
      deps.registries,
      { seed, name: run.name, options: run.options, ...(run.difficulty ? { difficulty: run.difficulty } : {}), ...deps.newRun },
      { buildFloor: deps.buildFloor, scripts: deps.scripts },
    );
  } catch (e) {
    // A floor builder can throw on data it cannot use; the player sees why instead of a crash.
    made = { error: e instanceof Error ? e.message : String(e) };
  }
  if ("error" in made) return { stack: [initialTitle(`Could not start: ${made.error}`, deps.saves?.peek())], messages: [], ...scores };
  deps.saves?.playing(made);
  return { stack: matchMode([{ kind: "map" }], modeOf(made.state), made.state), game: made, messages: [...made.state.log], ...scores };
}

/**
 * The saved run on its screen, as it was left. What it lost to mods no longer loaded is
 * shown all at once first; declining goes back to the title with the file as it was.
 */
function continueRun(session: Session, confirmed: boolean, deps: SessionDeps): Session {
  if (!deps.saves) return session;
  const back = deps.saves.resume();
  if ("refused" in back) return { stack: [initialTitle(`Cannot continue: ${back.refused}`)], messages: [], ...keepProfile(session) };
  if (back.warnings.length && !confirmed) {
    const ask = {
      kind: "confirm",
      question: "Continue without them?",
      lines: ["The save names what no loaded mod defines (the list is also in this launch's load log):", ...back.warnings],
      onYes: { type: "continue", confirmed: true },
    } as const;
    return { ...session, stack: [...session.stack, ask] };
  }
  const { game } = back;
  deps.saves.playing(game);
  const stack = matchMode([{ kind: "map" }], modeOf(game.state), game.state);
  return { stack, game, messages: game.state.log.slice(-1), ...keepProfile(session) };
}
