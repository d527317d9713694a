import type { Registries } from "../../content/registries.js";
import type { ScriptHost } from "../../content/script-port.js";
import { Rng } from "../../lib/rng.js";
import type { RuleContext } from "./context.js";
import type { GameState } from "../state.js";

/**
 * A rule context for looking, not acting: a copy of the random state, and nothing emitted
 * or logged. (A condition with `chance` may roll on the copy: harmless.) Queries use it so
 * they answer with the same code that resolves a turn. With the game's `scripts`, an
 * estimate can run a `run_script` (on copies).
 */
export function lookContext(state: GameState, registries: Registries, scripts?: ScriptHost): RuleContext {
  return { state, registries, scripts, rng: Rng.fromState(state.rng), emit: () => {}, log: () => {} };
}
