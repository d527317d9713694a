import { BASE_STATS } from "../content/catalog.js";
import type { ItemDef } from "../content/schemas/index.js";
import type { Registries } from "../content/registries.js";
import { abilityChoices, type AttributeChange } from "../game/queries/index.js";
import type { Creature, GameState } from "../game/index.js";

/** What one point of an attribute is worth to the bot, in about a point of health. */
const WORTH: Readonly<Record<string, number>> = {
  max_health: 1,
  max_stamina: 0.5,
  accuracy: 1.5,
  evasion: 1.5,
  crit_chance: 40,
  crit_multiplier: 6,
  initiative: 0.3,
  luck: 0.3,
  carry_capacity: 0.3,
  "resistance.physical": 50,
};
/** A resistance other than physical: most blows are physical, so the others count less. */
const OTHER_RESISTANCE = 12;
/** A base stat: feeds the stat table (already in the delta's other lines) plus what it scales. */
const STAT = 0.5;
const SCALING_STAT = 2.5;

/** The base stats the hero's abilities scale with (what a point there adds to its blows and heals). */
export function scalingStats(state: GameState, registries: Registries, hero: Creature): Set<string> {
  const stats = new Set<string>();
  for (const choice of abilityChoices(state, registries, hero)) {
    for (const a of choice.def.actions) if (a.scale && (BASE_STATS as readonly string[]).includes(a.scale)) stats.add(a.scale);
  }
  return stats;
}

/**
 * How much better wearing something would make the hero, from the inventory's own
 * comparison (`equipDelta`, `goodDelta`): each changed attribute weighed by its worth.
 */
export function gearScore(changes: readonly AttributeChange[], scaling: ReadonlySet<string>): number {
  let score = 0;
  for (const c of changes) {
    const diff = c.after - c.before;
    const worth =
      WORTH[c.attribute] ??
      (c.attribute.startsWith("resistance.")
        ? OTHER_RESISTANCE
        : (BASE_STATS as readonly string[]).includes(c.attribute)
          ? scaling.has(c.attribute)
            ? SCALING_STAT
            : STAT
          : 0.5);
    score += diff * worth;
  }
  return score;
}

/** The base stat a level-up's points go to: the one most of the hero's abilities scale with, else the first of the stat table's. */
export function pointsStat(state: GameState, registries: Registries): (typeof BASE_STATS)[number] {
  const counts = new Map<string, number>();
  for (const choice of abilityChoices(state, registries, state.player)) {
    for (const a of choice.def.actions) if (a.scale) counts.set(a.scale, (counts.get(a.scale) ?? 0) + 1);
  }
  let best: (typeof BASE_STATS)[number] =
    BASE_STATS.find((s) => registries.balance.stat_effects.some((r) => r.stat === s && r.attribute === "max_health")) ?? BASE_STATS[0];
  let most = 0;
  for (const stat of BASE_STATS) {
    const n = counts.get(stat) ?? 0;
    if (n > most) [best, most] = [stat, n];
  }
  return best;
}

/** What using the item heals the one who uses it (by its data; 0 for anything that does not heal). */
export function selfHeal(def: ItemDef): number {
  return def.actions.reduce((n, a) => n + (a.heal !== undefined && (a.to ?? "self") === "self" ? a.heal : 0), 0);
}
