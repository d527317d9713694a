import type { Registries } from "../content/registries.js";
import type { Creature } from "../game/index.js";

/** What a status effect deals its carrier over its whole duration by its own ticks (read from its data). */
export function tickDamage(registries: Registries, id: string): number {
  const def = registries.modifiers.tryGet(id);
  if (!def) return 0;
  let perTurn = 0;
  for (const t of def.triggers) {
    if (t.on !== "turn_started" && t.on !== "turn_ended") continue;
    for (const a of t.actions) if (a.damage !== undefined && (a.to ?? "self") === "self") perTurn += a.damage * (t.chance ?? 1);
  }
  return perTurn * def.duration;
}

/** What the status effects a creature carries will deal it this turn (before resistances). */
export function ticking(registries: Registries, creature: Creature): number {
  let n = 0;
  for (const m of creature.modifiers) n += tickDamage(registries, m.id) / Math.max(1, registries.modifiers.tryGet(m.id)?.duration ?? 1);
  return n;
}
