import type { Registries } from "../../content/registries.js";
import type { ScriptHost } from "../../content/script-port.js";
import type { AbilityDef } from "../../content/schemas/index.js";
import { roomAt, tileAt } from "../floor.js";
import { pileAt } from "../piles.js";
import { abilitiesOf, type Blocked } from "../rules/abilities.js";
import type { Creature, GameState } from "../state.js";
import { abilityChoices, abilityOdds, type Odds } from "./abilities.js";
import { bars } from "./bars.js";

/** What a tile is, in the player's words. */
export type TileKind = "wall" | "floor" | "door" | "stairs down" | "way up" | "rock";

const TILE_KINDS: Record<string, TileKind> = { "#": "wall", ".": "floor", "+": "door", ">": "stairs down", "<": "way up" };

/**
 * What the hero can tell of one tile, by what the map draws: nothing of a tile not yet
 * seen; of a pile only that it is there (what it holds is drawn when it is picked up).
 */
export interface TileLook {
  readonly pos: readonly [number, number];
  readonly seen: boolean;
  readonly tile?: TileKind;
  /** The room whose rectangle holds the tile (absent: a corridor), and whether its foes are beaten. */
  readonly room?: { readonly index: number; readonly cleared: boolean };
  readonly hero: boolean;
  readonly npc?: { readonly id: string; readonly name: string; readonly description: string };
  readonly pile: boolean;
  /** A living creature standing there: in the fight, or still in its room. */
  readonly creature?: Creature;
}

/** The look at (x, y) on the hero's floor. */
export function lookAt(state: GameState, registries: Registries, x: number, y: number): TileLook {
  const { floor } = state;
  const pos = [x, y] as const;
  const seen = x >= 0 && y >= 0 && x < floor.width && y < floor.height && (!floor.seen || floor.seen[y]?.[x] === "1");
  if (!seen) return { pos, seen, hero: false, pile: false };
  const roomIndex = floor.rooms.findIndex((r) => r === roomAt(floor, x, y));
  const room = roomIndex >= 0 ? { index: roomIndex, cleared: floor.rooms[roomIndex]!.cleared } : undefined;
  const here = (c: { pos: readonly number[] }) => c.pos[0] === x && c.pos[1] === y;
  const spot = floor.rooms.flatMap((r) => r.npcs).find(here);
  const def = spot && registries.npcs.tryGet(spot.id);
  const creature = [...state.enemies, ...floor.rooms.flatMap((r) => r.enemies)].find((c) => c.health > 0 && here(c));
  return {
    pos,
    seen,
    tile: TILE_KINDS[tileAt(floor, x, y) ?? ""] ?? "rock",
    ...(room ? { room } : {}),
    hero: here(state.player),
    ...(spot ? { npc: { id: spot.id, name: def?.name ?? spot.id, description: def?.description ?? "" } } : {}),
    pile: pileAt(floor, x, y) !== undefined,
    ...(creature ? { creature } : {}),
  };
}

/** One status effect as a look explains it: its name, what it does (the mod's words) and turns left (none: until removed). */
export interface EffectLook {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly remaining?: number;
}

/** An ability and its odds, by the rules that resolve it (`abilityOdds`). */
export interface AttackLook extends Odds {
  readonly id: string;
  readonly name: string;
  /** For the foe's list: the ability it announced for its next turn. */
  readonly announced?: boolean;
  /** For the hero's list: why the fight menu would refuse it now (the same `abilityChoices` answer). */
  readonly blocked?: Blocked;
}

/**
 * Everything a look tells of a creature: health, status effects, its announced move, the
 * odds of each of the hero's abilities aimed at foes against it (the fight menu's rows, in
 * its order, each with the menu's blocked reason against this creature), and the odds of what it
 * may use against the hero (its announced move first; otherwise the abilities its ai names).
 */
export interface CreatureLook {
  readonly name: string;
  readonly description: string;
  readonly health: number;
  readonly maxHealth: number;
  readonly effects: readonly EffectLook[];
  /** The ability it announced (binding) for its next turn; absent outside a fight or when it waits. */
  readonly intent?: { readonly id: string; readonly name: string; readonly target: AbilityDef["target"] };
  readonly inFight: boolean;
  readonly yours: readonly AttackLook[];
  readonly its: readonly AttackLook[];
}

/** The look at a creature (an enemy of the fight, or one still in its room); scripted odds are run on the game's `scripts`. */
export function lookAtCreature(state: GameState, registries: Registries, creature: Creature, scripts?: ScriptHost): CreatureLook {
  const hero = state.player;
  const nameOf = (id: string) => registries.abilities.tryGet(id)?.name ?? id;
  const aimed = (id: string) => {
    const target = registries.abilities.tryGet(id)?.target;
    return target === "enemy" || target === "all_enemies";
  };
  const yours = abilityChoices(state, registries, hero, creature)
    .filter((c) => aimed(c.id))
    .map((c) => ({
      id: c.id,
      name: c.def.name,
      ...abilityOdds(state, registries, hero, c.id, creature, scripts),
      ...(c.blocked ? { blocked: c.blocked } : {}),
    }));
  const intent = creature.intent && registries.abilities.has(creature.intent.ability) ? creature.intent : undefined;
  const def = creature.def ? registries.creatures.tryGet(creature.def) : undefined;
  const usable = new Set(abilitiesOf(creature, { registries, state }));
  const planned = [...new Set((def?.ai ?? []).map((r) => r.ability))].filter((id) => usable.has(id) && aimed(id));
  const candidates = intent ? [intent.ability, ...planned.filter((id) => id !== intent.ability)] : planned;
  const its = candidates.filter(aimed).map((id) => ({
    id,
    name: nameOf(id),
    ...abilityOdds(state, registries, creature, id, hero, scripts),
    ...(id === intent?.ability ? { announced: true } : {}),
  }));
  return {
    name: creature.name,
    description: def?.description ?? "",
    health: creature.health,
    maxHealth: bars(creature, registries, state).maxHealth,
    effects: creature.modifiers.map((m) => {
      const mod = registries.modifiers.tryGet(m.id);
      return {
        id: m.id,
        name: mod?.name ?? m.id,
        description: mod?.description ?? "",
        ...(m.remaining === undefined ? {} : { remaining: m.remaining }),
      };
    }),
    ...(intent
      ? { intent: { id: intent.ability, name: nameOf(intent.ability), target: registries.abilities.get(intent.ability).target } }
      : {}),
    inFight: state.enemies.includes(creature),
    yours,
    its,
  };
}
