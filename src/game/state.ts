import type { AttributeName } from "../content/catalog.js";
import type { RngState } from "../lib/rng.js";

/** An item in someone's hands or pack: a definition id, its rolled affixes, how many. */
export interface ItemInstance {
  def: string;
  affixes: { id: string; tier: number }[];
  count: number;
}

/** A named modifier in effect on a creature, with the turns it has left. */
export interface ActiveModifier {
  id: string;
  remaining: number;
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
}

/** A placed prefab: where it is and what it was. */
export interface Room {
  prefab: string;
  x: number;
  y: number;
  w: number;
  h: number;
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
  /** Message log, oldest first. */
  log: string[];
}
