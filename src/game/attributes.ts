import type { AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import type { Modifier } from "../content/schemas/effects.js";
import { source, visitCarried, type CarriedSource } from "./carried.js";
import type { Creature, GameState } from "./state.js";

/** `armor` is shorthand for `resistance.physical`; everything else is its own name. */
export function canonicalAttribute(name: string): string {
  return name === "armor" ? "resistance.physical" : name;
}

/**
 * An attribute's value right now: `(base + Σ flat) × (1 + Σ percent/100)` over every
 * modifier that reaches the creature (see `carried`): options, worn items and affixes,
 * named modifiers and others' auras, and for the hero the stat table (`statSource`).
 * Computed on demand, never cached, so nothing can go stale.
 */
export function attribute(creature: Creature, name: AttributeName | string, registries: Registries, state: GameState): number {
  const target = canonicalAttribute(name);
  let flat = 0;
  let percent = 0;
  const add = (s: { readonly modifiers: readonly Modifier[] }) => {
    for (const m of s.modifiers) {
      if (canonicalAttribute(m.attribute) !== target) continue;
      flat += m.flat ?? 0;
      percent += m.percent ?? 0;
    }
  };
  visitCarried(creature, registries, state, add);
  // Only attributes the table feeds pay for reading the stats (no row feeds a stat, so this ends).
  if (registries.balance.stat_effects.some((row) => canonicalAttribute(row.attribute) === target)) {
    const stats = statSource(creature, registries, state);
    if (stats) add(stats);
  }
  const base = creature.base[target as AttributeName] ?? 0;
  return (base + flat) * (1 + percent / 100);
}

/** How the rules count an attribute that is a number of points or places: health and stamina rounded, pack places rounded down. */
const WHOLE: Readonly<Record<string, (n: number) => number>> = {
  max_health: Math.round,
  max_stamina: Math.round,
  carry_capacity: (n) => Math.max(0, Math.floor(n)),
};

/**
 * An attribute's value as the rules use it and the player sees it: `max_health` 25.3 counts
 * as 25 (the status line's number, the most a heal reaches). Every other attribute as it is.
 */
export function countedValue(name: string, value: number): number {
  const whole = WHOLE[canonicalAttribute(name)];
  return whole ? whole(value) : value;
}

/** `attribute`, counted as the rules count it (see `countedValue`). */
export function countedAttribute(creature: Creature, name: AttributeName | string, registries: Registries, state: GameState): number {
  return countedValue(name, attribute(creature, name, registries, state));
}

/**
 * The balance's stat table as a source of the hero's: each point of a base stat above
 * `hero_base_stats` (of `level` above 1) adds the row's `per_point` to its attribute, and
 * a point below takes it away. Enemies are written with their numbers whole, so only the
 * hero has it; undefined for anyone else or when no stat is off its base.
 */
export function statSource(creature: Creature, registries: Registries, state: GameState): CarriedSource | undefined {
  if (creature !== state.player) return undefined;
  const modifiers = statEffects(state, registries).map((e) => e.modifier);
  return modifiers.length ? source("stats", "stats", "Stats", { modifiers }) : undefined;
}

/** One row of the stat table that counts for the hero now: the stat's value and what it adds. */
export interface StatEffect {
  readonly stat: string;
  readonly value: number;
  readonly modifier: Modifier;
}

/** The stat table's rows whose stat is off its base, for the hero (the sheet lists them one by one). */
export function statEffects(state: GameState, registries: Registries): StatEffect[] {
  const b = registries.balance;
  const effects: StatEffect[] = [];
  for (const row of b.stat_effects) {
    const value = attribute(state.player, row.stat, registries, state);
    const above = value - (row.stat === "level" ? 1 : b.hero_base_stats);
    if (above !== 0) effects.push({ stat: row.stat, value, modifier: { attribute: row.attribute, flat: above * row.per_point } });
  }
  return effects;
}
