import type { Registries } from "../content/registries.js";
import type { Game } from "../game/index.js";
import { bars, pilesOn, talkableHere, travelStart, travelStep, type TravelGoal } from "../game/queries/index.js";
import type { HighScores } from "../profile/high-scores.js";
import { BINDINGS, primaryKey, type Binding, type Input, type NamedInput } from "./keymap.js";
import type { Options } from "./options.js";

/** One first-run hint: the input it teaches (using it retires the hint), what it says, and when it is the next useful one. */
export interface FirstHint {
  readonly input: NamedInput;
  readonly says: string;
  readonly when: (game: Game, registries: Registries) => boolean;
}

const fighting = (game: Game) => game.state.combat !== undefined;

/**
 * The hint line already names a key the hero can use right here (pick up, talk, points):
 * that is the next useful key, and a first-run hint beside it would only crowd it.
 */
function lineHasNews(game: Game, registries: Registries): boolean {
  const { state } = game;
  const [x, y] = state.player.pos;
  return (
    state.unspent_points > 0 ||
    pilesOn(state.floor).some((p) => p.pos[0] === x && p.pos[1] === y) ||
    talkableHere(state, registries) !== undefined
  );
}

const calm = (game: Game, registries: Registries) => !fighting(game) && !lineHasNews(game, registries);

/**
 * Whether a travel would take its first step from here: a hint for a key that would only say
 * "stopped: the stairs are not found yet" teaches nothing, and using it would retire the hint.
 */
const travels = (goal: TravelGoal) => (game: Game, registries: Registries) =>
  travelStep(game.state, registries, goal, travelStart(game.state, registries)).kind !== "stop";

/** Under half the health the status line shows: its numbers, not the attribute's fraction, so "12/24" is not below half. */
function belowHalf(game: Game, registries: Registries): boolean {
  const { health, maxHealth } = bars(game.state.player, registries, game.state);
  return health * 2 < maxHealth;
}

/** The first-run hints, most pressing first: the first one not yet used whose condition holds is shown. */
export const FIRST_HINTS: readonly FirstHint[] = [
  { input: "look", says: "looks at a foe", when: fighting },
  { input: "restFully", says: "rests until healed", when: (g, r) => calm(g, r) && belowHalf(g, r) },
  { input: "explore", says: "explores the floor", when: calm },
  { input: "descend", says: "walks to the stairs", when: (g, r) => calm(g, r) && travels("stairs")(g, r) },
];

/**
 * A new profile is one with no finished run on its high-score list: its player has not yet
 * played a run to its end. A list that could not be read counts as none.
 */
function isNewProfile(scores: HighScores | undefined): boolean {
  return (scores?.runs.length ?? 0) === 0;
}

/** Whether first-run hints are in play for this run now: on, a new profile, the first floor. */
export function hintsLive(options: Options, scores: HighScores | undefined, game: Game | undefined): game is Game {
  return options.hints && isNewProfile(scores) && game !== undefined && !game.state.over && game.state.floor.number === 1;
}

/** The hint to show (`hint: o explores the floor`, the key as `bindings` binds it now), or none. */
export function firstHint(
  options: Options,
  scores: HighScores | undefined,
  game: Game | undefined,
  registries: Registries,
  bindings: readonly Binding[] = BINDINGS,
): string | undefined {
  if (!hintsLive(options, scores, game)) return undefined;
  const hint = FIRST_HINTS.find((h) => !options.hints_seen.includes(h.input) && h.when(game, registries));
  const key = hint && primaryKey(hint.input, bindings);
  // An input rebound to no key has nothing to teach.
  return hint && key ? `hint: ${key} ${hint.says}` : undefined;
}

/** `options` with the hint of `input` retired, or the same object when there is none to retire. */
export function retireHint(options: Options, input: Input): Options {
  if (typeof input !== "string" || options.hints_seen.includes(input) || !FIRST_HINTS.some((h) => h.input === input)) return options;
  return { ...options, hints_seen: [...options.hints_seen, input] };
}
