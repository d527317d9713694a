import type { Registries } from "../content/registries.js";
import type { Aura, Modifier, Trigger } from "../content/schemas/effects.js";
import { roomInside } from "./floor.js";
import type { Creature, GameState } from "./state.js";
import { possessiveOf } from "./wording.js";

/**
 * Where something a creature carries comes from (the character sheet names these).
 * `stats` is the balance's stat table: not walked here, since it reads attributes, but
 * `attributesOf` derives it from the walk's sums and the sheet lists it.
 */
export type SourceKind = "definition" | "option" | "item" | "affix" | "modifier" | "room" | "aura" | "stats" | "difficulty";

/**
 * One thing a creature carries, from one source: what it changes (modifiers), what it
 * reacts to (triggers), what it does to others (auras), what it offers (abilities) and
 * what it is (tags). A source that cannot hold a kind gives an empty list.
 */
export interface CarriedSource {
  readonly kind: SourceKind;
  /** The definition id it comes from (an option, item, affix, named modifier, prefab, creature). */
  readonly id: string;
  /** The name a player knows it by; a trigger's health changes are logged under it. */
  readonly name: string;
  readonly modifiers: readonly Modifier[];
  readonly triggers: readonly Trigger[];
  readonly auras: readonly Aura[];
  readonly abilities: readonly string[];
  readonly tags: readonly string[];
  /** For an aura: who carries it. */
  readonly from?: Creature;
}

const NONE: readonly never[] = [];

/** A source with the kinds it cannot hold left empty. */
export function source(kind: SourceKind, id: string, name: string, parts: Partial<CarriedSource>): CarriedSource {
  return {
    kind,
    id,
    name,
    modifiers: parts.modifiers ?? NONE,
    triggers: parts.triggers ?? NONE,
    auras: parts.auras ?? NONE,
    abilities: parts.abilities ?? NONE,
    tags: parts.tags ?? NONE,
    ...(parts.from ? { from: parts.from } : {}),
  };
}

// Attributes are computed on demand many times a turn; a definition's record never changes
// (definitions are frozen), so it is made once per definition object.
const records = new WeakMap<object, CarriedSource>();

function recordOf(kind: SourceKind, key: object, id: string, name: string, parts: Partial<CarriedSource>): CarriedSource {
  let record = records.get(key);
  if (!record) records.set(key, (record = source(kind, id, name, parts)));
  return record;
}

/** Called once for each source a walk finds. */
export type Visit = (source: CarriedSource) => void;

/**
 * What the creature carries on itself: its definition (enemies), its options, its worn
 * items and their affixes, its named modifiers. Ids a mod no longer defines are skipped.
 * (A callback, not a generator: attributes walk this many times a turn.)
 */
function visitOwn(creature: Creature, registries: Registries, visit: Visit): void {
  for (const own of ownSources(creature, registries)) visit(own);
}

/**
 * What `visitOwn` found for one creature, with everything it read to find it: kept while the
 * creature's definition, options, worn items (their ids and affixes, in order) and named
 * modifiers' ids are still those it read, with the same registries (frozen, so the same
 * definitions). A creature's own sources are walked several times a turn and change rarely;
 * checking the ids it read is a fraction of looking each up again. The state tree stays
 * plain data: the memo sits beside it, keyed by the creature object.
 */
interface OwnMemo {
  /** Every value the walk read, in its order (see `readsMatch`). */
  readonly reads: readonly unknown[];
  readonly sources: readonly CarriedSource[];
}

const ownMemos = new WeakMap<Creature, OwnMemo>();

/** Marks the end of the worn items in a memo's reads (no id can be it). */
const END_OF_ITEMS = Symbol("end of items");

/** A creature's own sources: its memo's while what it read is unchanged, else walked anew. */
function ownSources(creature: Creature, registries: Registries): readonly CarriedSource[] {
  const memo = ownMemos.get(creature);
  if (memo && readsMatch(memo.reads, creature, registries)) return memo.sources;
  const fresh = walkOwn(creature, registries);
  ownMemos.set(creature, fresh);
  return fresh.sources;
}

/** Whether the creature's fields that `walkOwn` reads hold the values it read, in the same order. */
function readsMatch(reads: readonly unknown[], creature: Creature, registries: Registries): boolean {
  let i = 0;
  if (reads[i++] !== registries || reads[i++] !== creature.def || reads[i++] !== creature.options.length) return false;
  for (const id of creature.options) if (reads[i++] !== id) return false;
  for (const slot in creature.equipment) {
    const worn = creature.equipment[slot]!;
    if (reads[i++] !== worn.def || reads[i++] !== worn.affixes.length) return false;
    for (const rolled of worn.affixes) if (reads[i++] !== rolled.id || reads[i++] !== rolled.tier) return false;
  }
  if (reads[i++] !== END_OF_ITEMS) return false;
  for (const active of creature.modifiers) if (reads[i++] !== active.id) return false;
  return i === reads.length;
}

/** The walk itself: the sources in their order, and what it read (`readsMatch` reads the same, in the same order). */
function walkOwn(creature: Creature, registries: Registries): OwnMemo {
  const reads: unknown[] = [registries, creature.def, creature.options.length];
  const sources: CarriedSource[] = [];
  const def = creature.def === undefined ? undefined : registries.creatures.tryGet(creature.def);
  if (def) sources.push(recordOf("definition", def, def.id, def.name, def));
  for (const id of creature.options) {
    reads.push(id);
    const option = registries.options.tryGet(id);
    if (option) sources.push(recordOf("option", option, id, option.name, option));
  }
  for (const slot in creature.equipment) {
    const worn = creature.equipment[slot]!;
    reads.push(worn.def, worn.affixes.length);
    for (const rolled of worn.affixes) reads.push(rolled.id, rolled.tier);
    const item = registries.items.tryGet(worn.def);
    if (!item) continue;
    sources.push(recordOf("item", item, item.id, item.name, item));
    for (const rolled of worn.affixes) {
      const affix = registries.affixes.tryGet(rolled.id);
      const tier = affix?.tiers[rolled.tier - 1];
      if (affix && tier) sources.push(recordOf("affix", tier, affix.id, affix.name, tier));
    }
  }
  reads.push(END_OF_ITEMS);
  for (const active of creature.modifiers) {
    reads.push(active.id);
    const named = registries.modifiers.tryGet(active.id);
    if (named) sources.push(recordOf("modifier", named, named.id, named.name, named));
  }
  return { reads, sources };
}

/**
 * Everything a creature carries: its own sources, for the hero of an easy run the
 * balance's `easy_modifiers`, the room it stands in (the prefab's
 * triggers act through whoever stands there; a prefab's tags name the room, not the
 * creature) and the auras others in play put on it. Attributes, triggers, conditions,
 * tags and abilities are all views over this one walk.
 */
export function visitCarried(creature: Creature, registries: Registries, state: GameState, visit: Visit): void {
  visitOwn(creature, registries, visit);
  // An easy run's hero carries the balance's easy modifiers like any other source.
  if (creature === state.player && state.difficulty === "easy") {
    const b = registries.balance;
    if (b.easy_modifiers.length) visit(recordOf("difficulty", b.easy_modifiers, "easy", "Easy mode", { modifiers: b.easy_modifiers }));
  }
  const room = roomInside(state.floor, creature.pos[0], creature.pos[1]);
  const prefab = room && registries.prefabs.tryGet(room.prefab);
  // Prefabs have no name a player knows; their health changes are logged as the room's.
  if (prefab) visit(recordOf("room", prefab, prefab.id, "The room", { triggers: prefab.triggers }));
  aurasFrom(state.player, creature, registries, state, visit);
  for (const enemy of state.enemies) aurasFrom(enemy, creature, registries, state, visit);
}

/** The auras `other` puts on `creature` (a function of its own, not a closure: this runs on every walk). */
function aurasFrom(other: Creature, creature: Creature, registries: Registries, state: GameState, visit: Visit): void {
  if (other === creature) return;
  // The hero stands alone against the enemies: an ally is someone on the same side.
  const side = (creature === state.player) === (other === state.player) ? "allies" : "enemies";
  visitOwn(other, registries, (own) => {
    for (const aura of own.auras) {
      if (aura.affects === side)
        visit(source("aura", own.id, `${possessiveOf(other.name)} ${own.name}`, { modifiers: aura.modifiers, from: other }));
    }
  });
}

/** Everything a creature carries, as a list (see `visitCarried`). */
export function carried(creature: Creature, registries: Registries, state: GameState): CarriedSource[] {
  const all: CarriedSource[] = [];
  visitCarried(creature, registries, state, (s) => all.push(s));
  return all;
}

/** The tags a creature has: its definition's, options', worn items' and named modifiers'. */
export function tagsOf(creature: Creature, registries: Registries, state: GameState): Set<string> {
  const tags = new Set<string>();
  visitCarried(creature, registries, state, (s) => {
    for (const t of s.tags) tags.add(t);
  });
  return tags;
}

/** Ability ids a creature offers: the balance's common abilities first, then every source's. */
export function abilityIdsOf(creature: Creature, registries: Registries, state: GameState): string[] {
  const ids = new Set<string>(registries.balance.common_abilities);
  visitCarried(creature, registries, state, (s) => {
    for (const a of s.abilities) ids.add(a);
  });
  return [...ids].filter((id) => registries.abilities.has(id));
}
