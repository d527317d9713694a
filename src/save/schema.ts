import { z } from "zod";
import { LIMITS } from "../content/schemas/limits.js";
import { type GameState, cappedLine } from "../game/index.js";
import { lazy } from "../lib/lazy.js";

/**
 * The save file's shape, checked before a single field of it reaches the game. Ids are
 * checked later against the loaded mods (see `reconcile.ts`); here only the shape.
 */

/**
 * Every number within bounds no run reaches (a tampered `exp = 1e300` never reaches a rule),
 * every text and list capped; where a position or an index must point is `invariants.ts`'s.
 * Built on the first save read, not when the module loads (`lazy`): most commands never open one.
 */
const schemas = lazy(() => {
  const BIG = 1e15;
  const int = z.number().int().min(-BIG).max(BIG);
  const num = z.number().min(-BIG).max(BIG);
  const pos = z.tuple([int, int]);
  const id = z.string().min(1).max(1000);
  const text = z.string().max(10_000);
  const MAX_LIST = 100_000;
  const list = <T extends z.ZodType>(of: T) => z.array(of).max(MAX_LIST);

  /** A log line of a tampered save (or one from before lines were cut) is cut on load by the game's own rule, with "…". */
  const logLine = z.string().transform(cappedLine);

  const item = z.object({ uid: int, def: id, affixes: list(z.object({ id, tier: int.min(0).max(1000) })), count: int.min(1) });
  const goods = item.omit({ uid: true });

  const creature = z.object({
    id,
    def: id.optional(),
    name: text,
    base: z.record(id, num),
    options: list(id),
    health: num,
    stamina: num,
    inventory: list(item),
    equipment: z.record(id, item),
    modifiers: list(z.object({ id, remaining: num.optional(), since: int.optional() })),
    cooldowns: z.record(id, num),
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
    doors: list(pos),
    enemies: list(creature),
    npcs: list(z.object({ id, pos, stock: list(goods).optional() })),
    cleared: z.boolean(),
  });

  const floor = z.object({
    number: int.min(1),
    width: int.min(1).max(LIMITS.floorSide),
    height: int.min(1).max(LIMITS.floorSide),
    tiles: list(text),
    rooms: list(room),
    entrance: pos,
    // TOML has no null: a floor without stairs leaves the key out.
    stairs: pos.nullable().default(null),
    piles: list(z.object({ pos, table: id.optional(), items: list(item), visited: z.literal(true).optional() })),
    seen: list(text).optional(),
  });

  /** The game tree. Loose at the top, so a field added by a newer build of the same schema survives a round trip. */
  const gameSchema = z.looseObject({
    seed: text,
    turn: int.min(0),
    // alea's state: a carry below 2^32 and three fractions in [0, 1); anything else draws NaN.
    rng: z.object({
      c: z
        .number()
        .min(0)
        .max(2 ** 32),
      s0: z.number().min(0).lt(1),
      s1: z.number().min(0).lt(1),
      s2: z.number().min(0).lt(1),
    }),
    player: creature,
    enemies: list(creature),
    floor,
    quests: z.record(id, z.object({ state: z.enum(["active", "completed"]), progress: int.min(0) })),
    exp: num.min(0),
    unspent_points: int.min(0),
    next_uid: int.min(0),
    log: z.array(logLine),
    kills: int.min(0).optional(),
    kills_by_kind: z.record(id, int.min(0)).optional(),
    seen_abilities: z.record(id, list(id)).optional(),
    floor_turns: list(z.object({ floor: int.min(1), turn: int.min(0) })).optional(),
    combat: z.object({ room: int.min(0), from: pos }).optional(),
    talk: z.object({ npc: id, pos, trading: z.boolean() }).optional(),
    over: z.object({ outcome: z.enum(["won", "died"]), cause: text }).optional(),
    difficulty: z.enum(["normal", "easy"]).optional(),
    wizard: z.literal(true).optional(),
    junk: z.array(z.string().min(1).max(2000)).max(10_000).optional(),
  });

  /** One mod as the save remembers it. */
  const savedModSchema = z.object({ id, version: z.string() });

  /** The whole file: the header, then the game. */
  const saveSchema = z.object({
    schema: int,
    game_version: z.string(),
    mods: z.array(savedModSchema).default([]),
    game: gameSchema,
  });
  return { gameSchema, savedModSchema, saveSchema };
});

/** The game tree. Loose at the top, so a field added by a newer build of the same schema survives a round trip. */
export const gameSchema = () => schemas().gameSchema;
/** One mod as the save remembers it. */
export const savedModSchema = () => schemas().savedModSchema;
/** The whole file: the header, then the game. */
export const saveSchema = () => schemas().saveSchema;

// The schema must describe every GameState field: this fails to compile when they drift.
type Parsed = z.output<ReturnType<typeof gameSchema>>;
export const _drift: (p: Parsed) => GameState = (p) => p;
