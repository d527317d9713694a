import type { AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import type { Creature, GameState } from "./state.js";

type Modifier = { readonly attribute: string; readonly flat?: number; readonly percent?: number };
type Aura = { readonly affects: "allies" | "enemies"; readonly modifiers: readonly Modifier[] };

/** `armor` is shorthand for `resistance.physical`; everything else is its own name. */
export function canonicalAttribute(name: string): string {
  return name === "armor" ? "resistance.physical" : name;
}

/** Every modifier a creature carries on itself: options, equipment (with affixes), named modifiers. */
export function* modifiersOn(creature: Creature, registries: Registries): Generator<Modifier> {
  for (const id of creature.options) yield* registries.options.tryGet(id)?.modifiers ?? [];
  for (const item of Object.values(creature.equipment)) {
    yield* registries.items.tryGet(item.def)?.modifiers ?? [];
    for (const affix of item.affixes) yield* registries.affixes.tryGet(affix.id)?.tiers[affix.tier - 1]?.modifiers ?? [];
  }
  for (const active of creature.modifiers) yield* registries.modifiers.tryGet(active.id)?.modifiers ?? [];
}

/** The auras a creature carries (they live on their carrier and act on others). */
export function* aurasOf(creature: Creature, registries: Registries): Generator<Aura> {
  if (creature.def) yield* registries.creatures.tryGet(creature.def)?.auras ?? [];
  for (const id of creature.options) yield* registries.options.tryGet(id)?.auras ?? [];
  for (const item of Object.values(creature.equipment)) yield* registries.items.tryGet(item.def)?.auras ?? [];
  for (const active of creature.modifiers) yield* registries.modifiers.tryGet(active.id)?.auras ?? [];
}

/** Modifiers reaching `creature` from the auras of everyone else in play. */
function* auraModifiers(creature: Creature, registries: Registries, state: GameState): Generator<Modifier> {
  const isHero = creature === state.player;
  for (const other of [state.player, ...state.enemies]) {
    if (other === creature) continue;
    const ally = (other === state.player) === isHero;
    for (const aura of aurasOf(other, registries)) {
      if ((aura.affects === "allies") === ally) yield* aura.modifiers;
    }
  }
}

/**
 * An attribute's value right now: `(base + Σ flat) × (1 + Σ percent/100)` over all
 * sources — the creature's own and, given the game state, the auras of others. Computed
 * on demand, never cached, so nothing can go stale.
 */
export function attribute(creature: Creature, name: AttributeName | string, registries: Registries, state?: GameState): number {
  const target = canonicalAttribute(name);
  let flat = 0;
  let percent = 0;
  const add = (m: Modifier) => {
    if (canonicalAttribute(m.attribute) !== target) return;
    flat += m.flat ?? 0;
    percent += m.percent ?? 0;
  };
  for (const m of modifiersOn(creature, registries)) add(m);
  if (state) for (const m of auraModifiers(creature, registries, state)) add(m);
  const base = creature.base[target as AttributeName] ?? 0;
  return (base + flat) * (1 + percent / 100);
}
