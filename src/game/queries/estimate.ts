import type { Action } from "../../content/schemas/index.js";
import type { ScriptHost } from "../../content/script-port.js";
import { Rng } from "../../lib/rng.js";
import { runActions } from "../effects/run-actions.js";
import type { RuleContext } from "../rules/context.js";
import type { Creature, GameState } from "../state.js";

/** Draws an estimate averages over: enough for a bot's choice, cheap enough for every menu redraw. */
const ESTIMATE_DRAWS = 16;

/** What one landed use did on average: damage to the target, health back to the user, the most one draw dealt. */
export interface Estimate {
  readonly perHit: number;
  readonly worst: number;
  readonly heal: number;
}

/**
 * What an action list whose numbers only running it can tell (a script decides them) does to
 * `target`: it is run by the rules on throw-away copies of the state, once per draw, each draw
 * with its own random stream seeded apart from the game's (the game's next rolls are never
 * looked at, and nothing of the real state is touched), the log and events going nowhere;
 * `scripts` is the game's engine (without it a script does not run and counts for nothing).
 * Undefined when the user or target is not in the state (nothing to run it on).
 */
export function estimateByRunning(
  actions: readonly Action[],
  state: GameState,
  registries: RuleContext["registries"],
  user: Creature,
  target: Creature,
  defaultTo: "self" | "target",
  crit: { chance: number; multiplier: number },
  scripts?: ScriptHost,
): Estimate | undefined {
  let dealt = 0;
  let worst = 0;
  let healed = 0;
  for (let k = 0; k < ESTIMATE_DRAWS; k++) {
    const copy = structuredClone(state);
    const self = find(copy, user.id);
    const other = find(copy, target.id);
    if (!self || !other) return undefined;
    const rng = Rng.fromSeed(`estimate:${k}`);
    const ctx: RuleContext = { state: copy, registries, scripts, rng, emit: () => {}, log: () => {}, work: { actions: 0 } };
    const factor = rng.chance(crit.chance) ? crit.multiplier : 1;
    const [before, own] = [other.health, self.health];
    runActions(actions, { self, other, defaultTo, crit: factor }, ctx);
    const done = Math.max(0, before - other.health);
    dealt += self === other ? 0 : done;
    worst = Math.max(worst, self === other ? 0 : done);
    healed += Math.max(0, self.health - own);
  }
  return { perHit: dealt / ESTIMATE_DRAWS, worst, heal: healed / ESTIMATE_DRAWS };
}

/** A creature of the state by id: the hero, one in the fight, or one waiting in a room. */
function find(state: GameState, id: string): Creature | undefined {
  if (state.player.id === id) return state.player;
  return state.enemies.find((e) => e.id === id) ?? state.floor.rooms.flatMap((r) => r.enemies).find((e) => e.id === id);
}
