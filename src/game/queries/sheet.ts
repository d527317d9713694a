import { ATTRIBUTE_NAMES, BASE_STATS, type AttributeName } from "../../content/catalog.js";
import type { Registries } from "../../content/registries.js";
import { attributesOf, canonicalAttribute, type Attributes } from "../attributes.js";
import { source, visitCarried, type CarriedSource, type SourceKind } from "../carried.js";
import { lookAhead } from "../equipment.js";
import { expForLevel, raisingHealth } from "../rules/progression.js";
import { critOdds } from "../rules/abilities.js";
import type { GameState } from "../state.js";
import { pushAll } from "../../lib/arrays.js";

/** One source's share of an attribute: what a worn item, a race, the stat table adds. */
export interface SheetPart {
  readonly kind: SourceKind | "base";
  /** The definition it comes from (an option's id tells its category); the stat's name for a stat-table row. */
  readonly id: string;
  readonly name: string;
  readonly flat: number;
  readonly percent: number;
}

/** An attribute on the character sheet: its value and every part it is made of. */
export interface SheetLine {
  readonly attribute: AttributeName;
  readonly value: number;
  /** The base first, then each source that changes it, in the walk's order. */
  readonly parts: readonly SheetPart[];
}

/** The sheet's attributes in order, base stats first; `armor` is physical resistance, listed once. */
export const SHEET_ATTRIBUTES: readonly AttributeName[] = ATTRIBUTE_NAMES.filter((a) => a !== "armor");

/**
 * The hero's attributes with where each comes from: the base, then every source the
 * walker finds (options, worn items and affixes, status effects, auras) and the stat
 * table, one part per row ("constitution 12": the stat's value that feeds it). The value is
 * `attribute`'s own number — for the crit figures the number a blow uses, the rules' base
 * included as a part of its own — and the parts add up to it.
 */
export function characterSheet(state: GameState, registries: Registries): SheetLine[] {
  const hero = state.player;
  const sources: CarriedSource[] = [];
  visitCarried(hero, registries, state, (s) => sources.push(s));
  const values = attributesOf(hero, registries, state);
  pushAll(sources, statRows(values));
  const crit = critOdds(hero, { registries, state });
  const b = registries.balance;
  // A crit's figures start from the rules' own base, so the sheet shows what a blow will do.
  const rules: Partial<Record<AttributeName, number>> = { crit_chance: b.crit_chance_base, crit_multiplier: b.crit_multiplier_base };
  const effective: Partial<Record<AttributeName, number>> = { crit_chance: crit.chance, crit_multiplier: crit.multiplier };
  return SHEET_ATTRIBUTES.map((name) => {
    const parts: SheetPart[] = [{ kind: "base", id: "base", name: "Base", flat: hero.base[name] ?? 0, percent: 0 }];
    if (rules[name] !== undefined) parts.push({ kind: "base", id: "rules", name: "The rules' base", flat: rules[name], percent: 0 });
    for (const s of sources) {
      let flat = 0;
      let percent = 0;
      for (const m of s.modifiers) {
        if (canonicalAttribute(m.attribute) !== name) continue;
        flat += m.flat ?? 0;
        percent += m.percent ?? 0;
      }
      if (flat || percent) parts.push({ kind: s.kind, id: s.id, name: s.name, flat, percent });
    }
    return { attribute: name, value: effective[name] ?? values.value(name), parts };
  });
}

/** `(Σ flat) × (1 + Σ percent/100)`: how a sheet line's parts make its value. */
export function sumOfParts(parts: readonly SheetPart[]): number {
  const flat = parts.reduce((n, p) => n + p.flat, 0);
  const percent = parts.reduce((n, p) => n + p.percent, 0);
  return flat * (1 + percent / 100);
}

/** The hero's level, experience and the experience of the next level. */
export function levelProgress(state: GameState, registries: Registries): { level: number; exp: number; next: number; points: number } {
  const level = state.player.base.level ?? 1;
  return { level, exp: state.exp, next: expForLevel(level + 1, registries.balance), points: state.unspent_points };
}

/**
 * The stat table as one source per row, so the sheet can say which stat feeds what: each
 * point of the stat above its base (`hero_base_stats`, 1 for `level`) adds `per_point`.
 * The same numbers `attributesOf` adds up.
 */
function statRows(values: Attributes): CarriedSource[] {
  return values.statEffects.map((e) => source("stats", e.stat, `${e.stat} ${round(e.value)}`, { modifiers: [e.modifier] }));
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Points waiting for the base stats, as `assign_points` takes them. */
export type PointPlan = { readonly [S in (typeof BASE_STATS)[number]]?: number };

/** An attribute that assigning points would change: its value now and after. */
export interface PreviewLine {
  readonly attribute: AttributeName;
  readonly before: number;
  readonly after: number;
}

/**
 * What assigning `plan` would do, looked ahead on a copy of the hero with the stats raised
 * the way `assign_points` raises them: every attribute that changes (the stats themselves
 * and what the stat table feeds), and current health, which rises with max health.
 */
export function previewPoints(
  state: GameState,
  registries: Registries,
  plan: PointPlan,
): { lines: PreviewLine[]; health: { before: number; after: number } } {
  const after = withPoints(state, registries, plan);
  const now = attributesOf(state.player, registries, state);
  const then = attributesOf(after.player, registries, after);
  const lines: PreviewLine[] = [];
  for (const name of SHEET_ATTRIBUTES) {
    const was = now.value(name);
    const will = then.value(name);
    if (was !== will) lines.push({ attribute: name, before: was, after: will });
  }
  return { lines, health: { before: state.player.health, after: after.player.health } };
}

/** The game with `plan` assigned on a copy of the hero, by the code `assign_points` runs (health rising with max health). */
export function withPoints(state: GameState, registries: Registries, plan: PointPlan): GameState {
  return lookAhead(state, (copy) =>
    raisingHealth(copy, registries, () => {
      for (const stat of BASE_STATS) copy.player.base[stat] = (copy.player.base[stat] ?? 0) + (plan[stat] ?? 0);
    }),
  );
}
