import type { Registries } from "../../content/registries.js";
import { joinMemory, runMemory, type MonsterMemory } from "../memory.js";
import type { GameState } from "../state.js";

/** What the hero remembers of one creature kind: kills over every run, and the abilities seen it use (loaded ones, by name). */
export interface KindRecall {
  readonly killed: number;
  readonly seen: readonly { readonly id: string; readonly name: string }[];
}

/**
 * The memory of `kind`: the profile's (runs that ended) joined with this run's own, so a
 * sighting counts the moment it happens. An ability of a mod no longer loaded stays in the
 * file but is not shown. Undefined when the kind was never killed nor seen to act.
 */
export function kindRecall(state: GameState, registries: Registries, profile: MonsterMemory, kind: string): KindRecall | undefined {
  const mine = runMemory(state)[kind];
  const known = mine ? joinMemory(profile[kind] ? { [kind]: profile[kind] } : {}, { [kind]: mine })[kind] : profile[kind];
  if (!known) return undefined;
  const seen = known.seen.flatMap((id) => {
    const def = registries.abilities.tryGet(id);
    return def ? [{ id, name: def.name }] : [];
  });
  return known.killed > 0 || seen.length > 0 ? { killed: known.killed, seen } : undefined;
}
