import type { AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import type { Modifier } from "../content/schemas/effects.js";
import { visitCarried } from "./carried.js";
import type { Creature, GameState } from "./state.js";

/** `armor` is shorthand for `resistance.physical`; everything else is its own name. */
export function canonicalAttribute(name: string): string {
  return name === "armor" ? "resistance.physical" : name;
}

/** What the modifiers reaching a creature add to one attribute. */
interface Sums {
  flat: number;
  percent: number;
}

/** Adds each modifier to its attribute's sums, in the order given (the walk's), so every sum is added up the same way each time. */
function addUp(sums: Map<string, Sums>, modifiers: readonly Modifier[]): void {
  for (const m of modifiers) {
    const name = canonicalAttribute(m.attribute);
    const s = sums.get(name);
    if (s) {
      s.flat += m.flat ?? 0;
      s.percent += m.percent ?? 0;
    } else sums.set(name, { flat: 0 + (m.flat ?? 0), percent: 0 + (m.percent ?? 0) });
  }
}

/** `(base + Σ flat) × (1 + Σ percent/100)` for one attribute. */
function valueOf(creature: Creature, sums: ReadonlyMap<string, Sums>, name: string): number {
  const target = canonicalAttribute(name);
  const s = sums.get(target);
  const base = creature.base[target as AttributeName] ?? 0;
  return (base + (s?.flat ?? 0)) * (1 + (s?.percent ?? 0) / 100);
}

/** One row of the stat table that counts for the hero now: the stat's value and what it adds. */
interface StatEffect {
  readonly stat: string;
  readonly value: number;
  readonly modifier: Modifier;
}

/**
 * Every attribute of one creature as it stands now, from one walk of what it carries (see
 * `carried`): options, worn items and affixes, named modifiers and others' auras, and for
 * the hero the stat table's rows, read off the same walk's stats (no row feeds a stat, so
 * a stat's value is the walk's alone). Ask it for as many attributes as needed; make a new
 * one after anything changes (it is a snapshot, never stored).
 */
export interface Attributes {
  /** An attribute's value: `(base + Σ flat) × (1 + Σ percent/100)`. */
  value(name: AttributeName | string): number;
  /** `value`, counted as the rules count it (see `countedValue`). */
  counted(name: AttributeName | string): number;
  /** The stat table's rows whose stat is off its base (the hero's only; empty for anyone else). */
  readonly statEffects: readonly StatEffect[];
}

/** Every attribute of `creature` now, from one walk (see `Attributes`). */
export function attributesOf(creature: Creature, registries: Registries, state: GameState): Attributes {
  const sums = new Map<string, Sums>();
  visitCarried(creature, registries, state, (s) => addUp(sums, s.modifiers));
  const statEffects = creature === state.player ? statRows(creature, sums, registries) : [];
  for (const e of statEffects) addUp(sums, [e.modifier]);
  return new Snapshot(creature, sums, statEffects);
}

// A class, not an object of closures: one is made for every attribute read.
class Snapshot implements Attributes {
  constructor(
    private readonly creature: Creature,
    private readonly sums: ReadonlyMap<string, Sums>,
    readonly statEffects: readonly StatEffect[],
  ) {}

  value(name: string): number {
    return valueOf(this.creature, this.sums, name);
  }

  counted(name: string): number {
    return countedValue(name, valueOf(this.creature, this.sums, name));
  }
}

/**
 * The balance's stat table for the hero: each point of a base stat above `hero_base_stats`
 * (of `level` above 1) adds the row's `per_point` to its attribute, and a point below takes
 * it away. Enemies are written with their numbers whole, so only the hero has it.
 */
function statRows(hero: Creature, sums: ReadonlyMap<string, Sums>, registries: Registries): StatEffect[] {
  const b = registries.balance;
  const effects: StatEffect[] = [];
  for (const row of b.stat_effects) {
    const value = valueOf(hero, sums, row.stat);
    const above = value - (row.stat === "level" ? 1 : b.hero_base_stats);
    if (above !== 0) effects.push({ stat: row.stat, value, modifier: { attribute: row.attribute, flat: above * row.per_point } });
  }
  return effects;
}

/**
 * An attribute's value right now (see `Attributes`). Computed on demand, never cached, so
 * nothing can go stale; to read several of one creature, walk once with `attributesOf`.
 * One attribute is summed alone (with, for the hero, the stats its stat-table rows read):
 * the same additions in the same order as `attributesOf(…).value(name)`, so the same number,
 * without a map of every attribute and the table's other rows (this runs every turn).
 */
export function attribute(creature: Creature, name: AttributeName | string, registries: Registries, state: GameState): number {
  const target = canonicalAttribute(name);
  const rows = creature === state.player ? rowsFeeding(registries.balance, target) : NO_ROWS;
  // Slot 0 is the attribute, slot i + 1 the stat row i reads.
  const names = rows.length ? [target, ...rows.map((r) => canonicalAttribute(r.stat))] : [target];
  const flat = names.map(() => 0);
  const percent = names.map(() => 0);
  visitCarried(creature, registries, state, (s) => {
    for (const m of s.modifiers) {
      const at = names.indexOf(canonicalAttribute(m.attribute));
      if (at < 0) continue;
      flat[at]! += m.flat ?? 0;
      percent[at]! += m.percent ?? 0;
      // A stat read by a row and also the attribute itself (or two rows reading one stat) sums into every slot it names.
      for (let i = at + 1; i < names.length; i++) {
        if (names[i] !== names[at]) continue;
        flat[i]! += m.flat ?? 0;
        percent[i]! += m.percent ?? 0;
      }
    }
  });
  const b = registries.balance;
  rows.forEach((row, i) => {
    const value = (baseOf(creature, names[i + 1]!) + flat[i + 1]!) * (1 + percent[i + 1]! / 100);
    const above = value - (row.stat === "level" ? 1 : b.hero_base_stats);
    if (above === 0) return;
    flat[0]! += above * row.per_point;
  });
  return (baseOf(creature, target) + flat[0]!) * (1 + percent[0]! / 100);
}

type StatRow = Registries["balance"]["stat_effects"][number];
const NO_ROWS: readonly StatRow[] = [];

function baseOf(creature: Creature, name: string): number {
  return creature.base[name as AttributeName] ?? 0;
}

// The balance is frozen: which of its stat rows feed an attribute is worked out once per attribute.
const feeding = new WeakMap<object, Map<string, readonly StatRow[]>>();

/** The stat table's rows that feed `target` (a canonical name), in the table's order. */
function rowsFeeding(balance: Registries["balance"], target: string): readonly StatRow[] {
  let byTarget = feeding.get(balance);
  if (!byTarget) feeding.set(balance, (byTarget = new Map()));
  let rows = byTarget.get(target);
  if (!rows) byTarget.set(target, (rows = balance.stat_effects.filter((r) => canonicalAttribute(r.attribute) === target)));
  return rows;
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
