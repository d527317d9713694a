import type { AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import { visitCarried } from "./carried.js";
import type { Creature, GameState } from "./state.js";

/** `armor` is shorthand for `resistance.physical`; everything else is its own name. */
export function canonicalAttribute(name: string): string {
  return name === "armor" ? "resistance.physical" : name;
}

/**
 * An attribute's value right now: `(base + Σ flat) × (1 + Σ percent/100)` over every
 * modifier that reaches the creature (see `carried`): options, worn items and affixes,
 * named modifiers and others' auras. Computed on demand, never cached, so nothing can go stale.
 */
export function attribute(creature: Creature, name: AttributeName | string, registries: Registries, state: GameState): number {
  const target = canonicalAttribute(name);
  let flat = 0;
  let percent = 0;
  visitCarried(creature, registries, state, (s) => {
    for (const m of s.modifiers) {
      if (canonicalAttribute(m.attribute) !== target) continue;
      flat += m.flat ?? 0;
      percent += m.percent ?? 0;
    }
  });
  const base = creature.base[target as AttributeName] ?? 0;
  return (base + flat) * (1 + percent / 100);
}
