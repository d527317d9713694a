import type { AttributeName } from "../content/catalog.js";
import type { RngState } from "../lib/rng.js";

/**
 * An item in someone's hands or pack: a definition id, its rolled affixes, how many.
 * `uid` names it within the game (commands name items by it; a stack keeps the uid of the
 * instance the others merged into).
 */
export interface ItemInstance {
  uid: number;
  def: string;
  affixes: { id: string; tier: number }[];
  count: number;
}

/** A named modifier in effect on a creature, with the turns it has left. */
export interface ActiveModifier {
  id: string;
  /** Turns left; absent, it lasts until removed (a permanent modifier): nothing counts it down. */
  remaining?: number;
  /** The turn it was put on: that turn neither counts down nor ticks it (so N turns are N ticks). */
  since?: number;
}

/**
 * One shape for the hero and every enemy. Health and stamina are state; everything
 * else a creature can do is computed from its attributes on demand.
 */
export interface Creature {
  /** Instance id, unique within the game (`hero`, `e1`, …). */
  id: string;
  /** Creature definition id; the hero has none. */
  def?: string;
  name: string;
  /** Base attribute values before any modifier. */
  base: Partial<Record<AttributeName, number>>;
  /** Chosen character options (race, class, …); empty for enemies. */
  options: string[];
  health: number;
  stamina: number;
  inventory: ItemInstance[];
  /** Equipped items by slot id. */
  equipment: Record<string, ItemInstance>;
  modifiers: ActiveModifier[];
  /** Turns left before each ability can be used again. */
  cooldowns: Record<string, number>;
  pos: [number, number];
  /** What this enemy announced it will do next turn (binding), if it is in a fight. */
  intent?: { ability: string; target: string };
}

/** An NPC standing in a room. NPCs do not block. */
export interface NpcSpot {
  /** The NPC definition id. */
  id: string;
  pos: [number, number];
  /**
   * What its shop has for sale: the NPC's `shop` table drawn once when the floor was made
   * (so reopening shows the same goods). Goods get uids when they enter a pack; what the
   * hero sells joins it. Absent: the NPC has no shop on this floor.
   */
  stock?: Omit<ItemInstance, "uid">[];
}

/**
 * Things lying on one tile of the floor. A floor's loot spot keeps its `table` until it is
 * picked up (so the luck the hero has then counts); what was dropped (by the hero, or by a
 * creature at its death) is real `items`. A tile holds at most one pile; all piles look
 * the same on the map.
 */
export interface Pile {
  pos: [number, number];
  /** The loot table drawn when the pile is picked up (a floor's `l` spot). */
  table?: string;
  items: ItemInstance[];
  /**
   * The hero has stood on it (or dropped it) since anyone else laid something on it: it is
   * no news, so exploring does not walk to it. A creature's drop onto it makes it fresh again.
   */
  visited?: true;
}

/**
 * A placed prefab: its rectangle, which prefab and orientation, and who is in it.
 * Enemies belong to the room until combat moves them into the game. What lies on the
 * floor is the floor's (`Floor.piles`): a drop may lie in a corridor. Corridors belong to no room.
 */
export interface Room {
  prefab: string;
  /** Orientation index 0–7 (see the floor generator). */
  variant: number;
  x: number;
  y: number;
  w: number;
  h: number;
  doors: [number, number][];
  enemies: Creature[];
  npcs: NpcSpot[];
  cleared: boolean;
}

/**
 * The dungeon floor the hero is on. `tiles` are ASCII rows: `#` wall, `.` floor,
 * `+` door, `>` stairs, `<` entrance, ` ` solid rock.
 */
export interface Floor {
  number: number;
  width: number;
  height: number;
  tiles: string[];
  rooms: Room[];
  /** Where the hero arrives, and the stairs down (if the floor has any). */
  entrance: [number, number];
  stairs: [number, number] | null;
  /** What lies on the floor: loot spots not yet picked up, and drops. */
  piles: Pile[];
  /** Tiles the hero has seen, as rows of "1"/"0" (fog of war over rooms not yet entered). */
  seen?: string[];
}

/** The whole game as one serialisable tree. Registries live beside it, never inside. */
export interface GameState {
  seed: string;
  turn: number;
  rng: RngState;
  player: Creature;
  enemies: Creature[];
  floor: Floor;
  quests: Record<string, { state: "active" | "completed"; progress: number }>;
  exp: number;
  unspent_points: number;
  /** The uid the next new item instance gets. */
  next_uid: number;
  /** Message log, oldest first. */
  log: string[];
  /** The fight in progress: which room it is in and where the hero came from (a flight goes back there). */
  combat?: { room: number; from: [number, number] };
  /** The conversation in progress: whom the hero talks to (an NPC standing on the hero's tile), and whether their shop is open. */
  talk?: { npc: string; pos: [number, number]; trading: boolean };
  /** Set when the run has ended: won by descending past the last floor, or died. */
  over?: { outcome: "won" | "died"; cause: string };
  /** Enemies the run has killed (absent in a run that has killed none yet). */
  kills?: number;
  /** Those kills by creature kind (definition id); absent until the first. */
  kills_by_kind?: Record<string, number>;
  /** The abilities each creature kind was seen using this run, first seen first (the look's monster memory). */
  seen_abilities?: Record<string, string[]>;
  /** Each floor the run has stood on and the turn it arrived, in order (absent in a save from before it). */
  floor_turns?: { floor: number; turn: number }[];
  /** The run's difficulty, chosen when it started; absent is `normal` (and every save from before it). */
  difficulty?: Difficulty;
  /** Set in a wizard run (`--wizard`): give, spawn and set lines work, and the run is never a best run. Absent in every other. */
  wizard?: true;
  /**
   * The item kinds the player marked as junk (`itemKind`: the definition and its affixes),
   * sorted: exploring does not walk to a pile of only these and autopickup leaves them. Absent: none.
   */
  junk?: string[];
}

/**
 * How hard a run is: `normal` is the balanced game; `easy` gives the hero the balance's
 * `easy_modifiers` and `easy_price_percent`. Chosen at creation, never changed.
 */
export type Difficulty = "normal" | "easy";
export const DIFFICULTIES: readonly Difficulty[] = ["normal", "easy"];

/** A run's difficulty: absent counts as `normal`. */
export function difficultyOf(state: Pick<GameState, "difficulty">): Difficulty {
  return state.difficulty ?? "normal";
}
