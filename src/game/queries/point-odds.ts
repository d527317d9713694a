import type { Registries } from "../../content/registries.js";
import type { ScriptHost } from "../../content/script-port.js";
import { spawnCreature } from "../spawn.js";
import type { Creature, GameState } from "../state.js";
import type { Odds } from "./abilities.js";
import { lookAtCreature } from "./examine.js";
import { foesInView } from "./foes.js";
import { withPoints, type PointPlan } from "./sheet.js";

/**
 * Whom the odds of a point plan are measured against: the first foe of the fight, else the
 * nearest enemy the map shows, else the creature this floor's data spawns most (a fresh one:
 * its name is the floor's recipe, not a secret of the map).
 */
export interface Yardstick {
  readonly creature: Creature;
  readonly why: "in the fight" | "in sight" | "typical of this floor";
}

/** The yardstick now; undefined on a floor whose data names no creature and with no enemy in view. */
export function yardstick(state: GameState, registries: Registries): Yardstick | undefined {
  const foe = foesInView(state, registries)[0];
  if (foe) return { creature: foe.creature, why: foe.inFight ? "in the fight" : "in sight" };
  const recipe = registries.floors.all().find((f) => f.number === state.floor.number);
  // The heaviest weight, the first listed on a tie: what the hero meets most on this floor.
  const typical = recipe?.creatures.reduce<(typeof recipe.creatures)[number] | undefined>(
    (best, c) => (!best || c.weight > best.weight ? c : best),
    undefined,
  );
  const def = typical && registries.creatures.tryGet(typical.id);
  return def ? { creature: spawnCreature(def, "yardstick", [-1, -1]), why: "typical of this floor" } : undefined;
}

/** One of the hero's abilities whose odds a plan changes: before and after, by the look's own query. */
export interface OddsChange {
  readonly id: string;
  readonly name: string;
  readonly before: Odds;
  readonly after: Odds;
}

/**
 * What assigning `plan` does to the hero's abilities aimed at foes, against the yardstick:
 * the look's odds (`lookAtCreature`, so the same rows and numbers) on the game now and on
 * the copy `assign_points` would leave; only the abilities whose hit chance or expected
 * damage changes (scripted ones run on the game's `scripts`).
 */
export function previewOdds(
  state: GameState,
  registries: Registries,
  plan: PointPlan,
  scripts?: ScriptHost,
): { against: Yardstick; changes: OddsChange[] } | undefined {
  const against = yardstick(state, registries);
  if (!against) return undefined;
  const after = withPoints(state, registries, plan);
  const then = new Map(lookAtCreature(after, registries, against.creature, scripts).yours.map((a) => [a.id, a]));
  const changes: OddsChange[] = [];
  for (const now of lookAtCreature(state, registries, against.creature, scripts).yours) {
    const next = then.get(now.id);
    if (next && (next.hit !== now.hit || next.expectedDamage !== now.expectedDamage))
      changes.push({ id: now.id, name: now.name, before: now, after: next });
  }
  return { against, changes };
}
