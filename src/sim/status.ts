import type { Registries } from "../content/registries.js";
import type { Creature } from "../game/index.js";

/** Turns the bot counts a status as lasting: its duration, or a long fight's worth for one that lasts until removed. */
export const UNTIL_REMOVED_TURNS = 20;
export function lastingOf(def: { readonly duration?: number }): number {
  return Math.max(1, def.duration ?? UNTIL_REMOVED_TURNS);
}

/** What a status effect deals its carrier over its whole duration by its own ticks (read from its data). */
export function tickDamage(registries: Registries, id: string): number {
  const def = registries.modifiers.tryGet(id);
  if (!def) return 0;
  let perTurn = 0;
  for (const t of def.triggers) {
    if (t.on !== "turn_started" && t.on !== "turn_ended") continue;
    for (const a of t.actions) if (a.damage !== undefined && (a.to ?? "self") === "self") perTurn += a.damage * (t.chance ?? 1);
  }
  return perTurn * lastingOf(def);
}

/** What the status effects a creature carries will deal it this turn (before resistances). */
export function ticking(registries: Registries, creature: Creature): number {
  let n = 0;
  for (const m of creature.modifiers) {
    const def = registries.modifiers.tryGet(m.id);
    n += def ? tickDamage(registries, m.id) / lastingOf(def) : 0;
  }
  return n;
}
