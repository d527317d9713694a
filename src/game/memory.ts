import type { Creature, GameState } from "./state.js";

/** What the hero has learnt of one creature kind: how many the runs killed, and the abilities seen it use (ids, first seen first). */
export interface KindMemory {
  readonly killed: number;
  readonly seen: readonly string[];
}

/** Creature kinds by definition id: this run's sightings, the profile's across runs, or both added up. */
export type MonsterMemory = Readonly<Record<string, KindMemory>>;

/** Counts one dead enemy under its kind (a creature with no definition has no kind to remember). */
export function noteKill(state: GameState, dead: Creature): void {
  if (!dead.def) return;
  const kills = (state.kills_by_kind ??= {});
  kills[dead.def] = (kills[dead.def] ?? 0) + 1;
}

/** Remembers that a creature kind was seen using an ability (the hero's own are no sighting). */
export function noteSighting(state: GameState, user: Creature, ability: string): void {
  if (user === state.player || !user.def) return;
  const seen = ((state.seen_abilities ??= {})[user.def] ??= []);
  if (!seen.includes(ability)) seen.push(ability);
}

/** The run's own memory: every kind it killed or saw act. */
export function runMemory(state: GameState): MonsterMemory {
  const kinds = new Set([...Object.keys(state.kills_by_kind ?? {}), ...Object.keys(state.seen_abilities ?? {})]);
  const out: Record<string, KindMemory> = {};
  for (const kind of kinds) out[kind] = { killed: state.kills_by_kind?.[kind] ?? 0, seen: [...(state.seen_abilities?.[kind] ?? [])] };
  return out;
}

/** Two memories as one: kills added, sightings joined (`a`'s first). Kinds either holds are kept, loaded or not. */
export function joinMemory(a: MonsterMemory, b: MonsterMemory): MonsterMemory {
  const out: Record<string, KindMemory> = { ...a };
  for (const [kind, m] of Object.entries(b)) {
    const had = out[kind];
    out[kind] = had
      ? { killed: had.killed + m.killed, seen: [...new Set([...had.seen, ...m.seen])] }
      : { killed: m.killed, seen: [...m.seen] };
  }
  return out;
}
