import type { Registries } from "../../content/registries.js";
import type { Rng } from "../../lib/rng.js";
import type { GameEvent } from "../outcome.js";
import type { ScriptHost, ScriptTurn } from "../../content/script-port.js";
import type { Creature, GameState } from "../state.js";

/** Everything rules need during one command: the state, the data, randomness, the event queue, the log. */
export interface RuleContext {
  readonly state: GameState;
  readonly registries: Registries;
  readonly rng: Rng;
  /** Queue an event; its triggers run when the queue drains (FIFO), not now. */
  readonly emit: (event: GameEvent) => void;
  readonly log: (line: string) => void;
  /** The script engine the game was handed (`GameServices`): what `run_script` runs on; absent, no script runs. */
  readonly scripts?: ScriptHost;
  /** Actions run so far this turn, against `MAX_ACTIONS_PER_TURN` (absent: no budget, e.g. for display); what its scripts spent, against the engine's turn budget. */
  readonly work?: { actions: number; scripts?: ScriptTurn };
}

/** Every creature in play: the hero, then the enemies in the fight. */
export function creaturesInPlay(state: GameState): Creature[] {
  return [state.player, ...state.enemies];
}

/** The creature with this instance id, if it is in play. */
export function creatureById(state: GameState, id: string | undefined): Creature | undefined {
  if (id === undefined) return undefined;
  return id === state.player.id ? state.player : state.enemies.find((e) => e.id === id);
}
