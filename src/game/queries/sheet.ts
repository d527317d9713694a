import { ATTRIBUTE_NAMES, type AttributeName } from "../../content/catalog.js";
import type { Registries } from "../../content/registries.js";
import { attribute, canonicalAttribute, statSource } from "../attributes.js";
import { visitCarried, type CarriedSource, type SourceKind } from "../carried.js";
import { expForLevel } from "../progression.js";
import type { GameState } from "../state.js";

/** One source's share of an attribute: what a worn item, a race, the stat table adds. */
export interface SheetPart {
  readonly kind: SourceKind | "base";
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

// `armor` is the same attribute as physical resistance: the sheet lists it once.
const SHEET_ATTRIBUTES = ATTRIBUTE_NAMES.filter((a) => a !== "armor");

/**
 * The hero's attributes with where each comes from: the base, then every source the
 * walker finds (options, worn items and affixes, status effects, auras) and the stat
 * table. The value is `attribute`'s own number, and the parts add up to it.
 */
export function characterSheet(state: GameState, registries: Registries): SheetLine[] {
  const hero = state.player;
  const sources: CarriedSource[] = [];
  visitCarried(hero, registries, state, (s) => sources.push(s));
  const stats = statSource(hero, registries, state);
  if (stats) sources.push(stats);
  return SHEET_ATTRIBUTES.map((name) => {
    const parts: SheetPart[] = [{ kind: "base", name: "Base", flat: hero.base[name] ?? 0, percent: 0 }];
    for (const s of sources) {
      let flat = 0;
      let percent = 0;
      for (const m of s.modifiers) {
        if (canonicalAttribute(m.attribute) !== name) continue;
        flat += m.flat ?? 0;
        percent += m.percent ?? 0;
      }
      if (flat || percent) parts.push({ kind: s.kind, name: s.name, flat, percent });
    }
    return { attribute: name, value: attribute(hero, name, registries, state), parts };
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
