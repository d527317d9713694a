import { z } from "zod";
import type { GameState } from "../game/state.js";

/**
 * The save file's shape, checked before a single field of it reaches the game. Ids are
 * checked later against the loaded mods (see `reconcile.ts`); here only the shape.
 */

const int = z.number().int();
const pos = z.tuple([int, int]);
const id = z.string().min(1);

const item = z.object({ uid: int, def: id, affixes: z.array(z.object({ id, tier: int })), count: int.min(1) });
const goods = item.omit({ uid: true });

const creature = z.object({
  id,
  def: id.optional(),
  name: z.string(),
  base: z.record(z.string(), z.number()),
  options: z.array(id),
  health: z.number(),
  stamina: z.number(),
  inventory: z.array(item),
  equipment: z.record(z.string(), item),
  modifiers: z.array(z.object({ id, remaining: z.number().optional(), since: int.optional() })),
  cooldowns: z.record(z.string(), z.number()),
  pos,
  intent: z.object({ ability: id, target: id }).optional(),
});

const room = z.object({
  prefab: id,
  variant: int.min(0).max(7),
  x: int,
  y: int,
  w: int,
  h: int,
  doors: z.array(pos),
  enemies: z.array(creature),
  npcs: z.array(z.object({ id, pos, stock: z.array(goods).optional() })),
  cleared: z.boolean(),
});

const floor = z.object({
  number: int.min(1),
  width: int.min(1),
  height: int.min(1),
  tiles: z.array(z.string()),
  rooms: z.array(room),
  entrance: pos,
  // TOML has no null: a floor without stairs leaves the key out.
  stairs: pos.nullable().default(null),
  piles: z.array(z.object({ pos, table: id.optional(), items: z.array(item), visited: z.literal(true).optional() })),
  seen: z.array(z.string()).optional(),
});

/** The game tree. Loose at the top, so a field added by a newer build of the same schema survives a round trip. */
export const gameSchema = z.looseObject({
  seed: z.string(),
  turn: int.min(0),
  rng: z.object({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() }),
  player: creature,
  enemies: z.array(creature),
  floor,
  quests: z.record(z.string(), z.object({ state: z.enum(["active", "completed"]), progress: int.min(0) })),
  exp: z.number(),
  unspent_points: int.min(0),
  next_uid: int.min(0),
  log: z.array(z.string()),
  kills: int.min(0).optional(),
  kills_by_kind: z.record(id, int.min(0)).optional(),
  seen_abilities: z.record(id, z.array(id)).optional(),
  floor_turns: z.array(z.object({ floor: int.min(1), turn: int.min(0) })).optional(),
  combat: z.object({ room: int.min(0), from: pos }).optional(),
  talk: z.object({ npc: id, pos, trading: z.boolean() }).optional(),
  over: z.object({ outcome: z.enum(["won", "died"]), cause: z.string() }).optional(),
  difficulty: z.enum(["normal", "easy"]).optional(),
  wizard: z.literal(true).optional(),
  junk: z.array(z.string().min(1).max(2000)).max(10_000).optional(),
});

/** One mod as the save remembers it. */
export const savedModSchema = z.object({ id, version: z.string() });

/** The whole file: the header, then the game. */
export const saveSchema = z.object({
  schema: int,
  game_version: z.string(),
  mods: z.array(savedModSchema).default([]),
  game: gameSchema,
});

// The schema must describe every GameState field: this fails to compile when they drift.
type Parsed = z.output<typeof gameSchema>;
export const _drift: (p: Parsed) => GameState = (p) => p;
