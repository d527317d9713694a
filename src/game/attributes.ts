import type { AttributeName } from "../content/catalog.js";
import type { Registries } from "../content/registries.js";
import type { Creature } from "./state.js";

type Modifier = { readonly attribute: string; readonly flat?: number; readonly percent?: number };

/** `armor` is shorthand for `resistance.physical`; everything else is its own name. */
export function canonicalAttribute(name: string): string {
  return name === "armor" ? "resistance.physical" : name;
}

/** Every modifier acting on a creature: its options, its equipment (with affixes), its named modifiers. */
export function* modifiersOn(creature: Creature, registries: Registries): Generator<Modifier> {
  for (const id of creature.options) yield* registries.options.tryGet(id)?.modifiers ?? [];
  for (const item of Object.values(creature.equipment)) {
    yield* registries.items.tryGet(item.def)?.modifiers ?? [];
    for (const affix of item.affixes) yield* registries.affixes.tryGet(affix.id)?.tiers[affix.tier - 1]?.modifiers ?? [];
  }
  for (const active of creature.modifiers) yield* registries.modifiers.tryGet(active.id)?.modifiers ?? [];
}

/**
 * An attribute's value right now: `(base + Σ flat) × (1 + Σ percent/100)` over all
 * sources. Computed on demand, never cached, so nothing can go stale.
 */
export function attribute(creature: Creature, name: AttributeName | string, registries: Registries): number {
  const target = canonicalAttribute(name);
  let flat = 0;
  let percent = 0;
  for (const m of modifiersOn(creature, registries)) {
    if (canonicalAttribute(m.attribute) !== target) continue;
    flat += m.flat ?? 0;
    percent += m.percent ?? 0;
  }
  const base = creature.base[target as AttributeName] ?? 0;
  return (base + flat) * (1 + percent / 100);
}
