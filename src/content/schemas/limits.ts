import * as z from "zod";
import { lazy } from "../../lib/lazy.js";

/**
 * The bounds of what a mod can write. They are chosen so that the worst case a mod can
 * build inside them still generates a floor and plays a turn in well under a second
 * (`test/content/limits.test.ts` builds it; the benchmark times it), and they sit far above
 * anything core needs. The modding guide's "Limits" section lists them; a test keeps the two
 * in step.
 */
export const LIMITS = {
  /** Any amount: attributes, modifier values, damage, heal, experience, prices, weights. */
  amount: 1_000_000,
  /** A modifier's `percent` (−100 takes the attribute to zero). */
  percentMin: -100,
  percentMax: 10_000,
  /** Turns: durations, cooldowns. Stamina costs. Counts of items given or taken, per action. */
  turns: 1_000,
  count: 1_000,
  /** Floor numbers and a floor's side in tiles, rooms per floor. */
  floorNumber: 1_000,
  floorSide: 200,
  rooms: 100,
  /** A prefab's side in tiles; enemy and npc spots per prefab (a fight menu lists every foe). */
  prefabSide: 100,
  spots: 9,
  /** Entries of one list: triggers, actions, conditions, modifiers, tags, abilities, ai rules… */
  list: 64,
  /** Records of one registry in a mod's `[removed]` table: every id a long-lived mod ever dropped. */
  removed: 1000,
  /** Entries of a loot table or a floor's weights. */
  weights: 256,
  /** Draws of one loot table; a quest's count. */
  rolls: 100,
  questCount: 10_000,
  /** Affix tiers; options picked in one category. */
  tiers: 10,
  pick: 20,
  /** Events handled in one turn (balance `events_per_turn`). */
  events: 1_000,
  /** Characters of a name (one line) and of a description or dialog text. */
  name: 80,
  text: 2_000,
  /** Characters of one line of the game's log (a script's error quotes what the script wrote); longer is cut with "…". */
  logLine: 1_000,
  /** Lines of the log a game (and its save) keeps, the newest; the morgue quotes the last 30. */
  logLines: 200,
} as const;

/** A number a mod writes, within `[-amount, amount]` unless a narrower range is given. */
export function amount(min: number = -LIMITS.amount, max: number = LIMITS.amount) {
  return z.number().min(min).max(max);
}

/** A whole number within `[min, max]`. */
export function whole(min: number, max: number) {
  return z.int().min(min).max(max);
}

/** A list of at most `max` (default `LIMITS.list`) entries. */
export function bounded<T extends z.ZodType>(item: T, max: number = LIMITS.list) {
  return z.array(item).max(max);
}

// Control characters would reach the player's terminal, which may act on them (an ESC ] 2
// sequence retitles it). A name is one line; a description or dialog may break lines.
const NAME_BAD = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const TEXT_BAD = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

function controlProblem(s: string, bad: RegExp): string | undefined {
  const found = bad.exec(s);
  if (!found) return undefined;
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `holds the control character U+${code} (at character ${found.index + 1}); mod text cannot hold control characters`;
}

function textSchema(max: number, bad: RegExp) {
  return z
    .string()
    .max(max)
    .superRefine((s, ctx) => {
      const problem = controlProblem(s, bad);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** A name a player reads on one line. */
export const nameText = lazy(() => textSchema(LIMITS.name, NAME_BAD).min(1));
/** A description or a line of dialog: may break lines, no other control characters. */
export const longText = lazy(() => textSchema(LIMITS.text, TEXT_BAD));
