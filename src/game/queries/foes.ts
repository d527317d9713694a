import type { Registries } from "../../content/registries.js";
import type { AbilityDef } from "../../content/schemas/index.js";
import { isSeen, livingEnemies } from "../floor.js";
import type { Creature, GameState } from "../state.js";
import { bars } from "./bars.js";

/** One foe as a glance tells it: who, how hurt, and what it announced (absent: nothing, or no fight yet). */
export interface FoeGlance {
  readonly creature: Creature;
  readonly name: string;
  readonly health: number;
  /** Counted max health (`bars`), as the fight screen shows it. */
  readonly maxHealth: number;
  readonly inFight: boolean;
  readonly intent?: { readonly id: string; readonly name: string; readonly target: AbilityDef["target"] };
}

/**
 * The foes the hero knows of now: those of the fight, in the fight's order, or else the
 * living enemies standing where the map shows them (the ones `enemiesInSight` counts),
 * nearest the hero first (ties by room and place in it).
 */
export function foesInView(state: GameState, registries: Registries): FoeGlance[] {
  const inFight = state.combat !== undefined && state.enemies.length > 0;
  const foes = inFight
    ? state.enemies.filter((e) => e.health > 0)
    : nearestFirst(
        state,
        state.floor.rooms.flatMap((r) => livingEnemies(r).filter((e) => isSeen(state.floor, e.pos[0], e.pos[1]))),
      );
  return foes.map((creature) => {
    const def = inFight && creature.intent ? registries.abilities.tryGet(creature.intent.ability) : undefined;
    return {
      creature,
      name: creature.name,
      health: creature.health,
      maxHealth: bars(creature, registries, state).maxHealth,
      inFight,
      ...(def ? { intent: { id: def.id, name: def.name, target: def.target } } : {}),
    };
  });
}

/** Steps apart (diagonals count one): the order the hero would meet them in the open. */
function nearestFirst(state: GameState, foes: Creature[]): Creature[] {
  const [hx, hy] = state.player.pos;
  const steps = (c: Creature) => Math.max(Math.abs(c.pos[0] - hx), Math.abs(c.pos[1] - hy));
  return foes
    .map((c, i) => ({ c, i, d: steps(c) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.c);
}
