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

/**
 * Adds each modifier to its attribute's sums, in the order given (the walk's), so every sum is
 * added up the same way each time; with `only`, the attributes outside it are skipped.
 */
function addUp(sums: Map<string, Sums>, modifiers: readonly Modifier[], only?: ReadonlySet<string>): void {
  for (const m of modifiers) {
    const name = canonicalAttribute(m.attribute);
    if (only && !only.has(name)) continue;
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

/**
 * What one reading needs summed: a set of attributes and the stat-table rows that feed them
 * (with the stats those rows read among the attributes). Absent: every attribute and row.
 */
interface Focus {
  readonly names: ReadonlySet<string>;
  readonly rows: readonly StatRow[];
}

type StatRow = Registries["balance"]["stat_effects"][number];

/** Every attribute of `creature` now, from one walk (see `Attributes`); with a focus, only the attributes it names. */
export function attributesOf(creature: Creature, registries: Registries, state: GameState, focus?: Focus): Attributes {
  const sums = new Map<string, Sums>();
  visitCarried(creature, registries, state, (s) => addUp(sums, s.modifiers, focus?.names));
  const statEffects = creature === state.player ? statRows(creature, sums, registries, focus?.rows) : [];
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
function statRows(
  hero: Creature,
  sums: ReadonlyMap<string, Sums>,
  registries: Registries,
  rows: readonly StatRow[] = registries.balance.stat_effects,
): StatEffect[] {
  const b = registries.balance;
  const effects: StatEffect[] = [];
  for (const row of rows) {
    const value = valueOf(hero, sums, row.stat);
    const above = value - (row.stat === "level" ? 1 : b.hero_base_stats);
    if (above !== 0) effects.push({ stat: row.stat, value, modifier: { attribute: row.attribute, flat: above * row.per_point } });
  }
  return effects;
}

/**
 * An attribute's value right now (see `Attributes`). Computed on demand, never cached, so
 * nothing can go stale; to read several of one creature, walk once with `attributesOf`.
 * The walk sums this attribute alone (and, for the hero, the stats its stat-table rows
 * read): this runs every turn, and a map of every attribute and every row is most of it.
 */
export function attribute(creature: Creature, name: AttributeName | string, registries: Registries, state: GameState): number {
  const target = canonicalAttribute(name);
  return attributesOf(creature, registries, state, focusOn(registries.balance, target)).value(target);
}

// The balance is frozen: the focus of each attribute is worked out once.
const focuses = new WeakMap<object, Map<string, Focus>>();

/** `target` (a canonical name), the stat-table rows that feed it in the table's order, and the stats they read. */
function focusOn(balance: Registries["balance"], target: string): Focus {
  let byTarget = focuses.get(balance);
  if (!byTarget) focuses.set(balance, (byTarget = new Map()));
  let focus = byTarget.get(target);
  if (!focus) {
    const rows = balance.stat_effects.filter((r) => canonicalAttribute(r.attribute) === target);
    focus = { names: new Set([target, ...rows.map((r) => canonicalAttribute(r.stat))]), rows };
    byTarget.set(target, focus);
  }
  return focus;
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
