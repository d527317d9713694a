import * as z from "zod";
import { amount, bounded, LIMITS, whole } from "./limits.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";
import { lazy } from "../../lib/lazy.js";

/** `5` or a range `"50-120"`, drawn uniformly. */
export const countSchema = lazy(() =>
  z.union(
    [
      whole(1, LIMITS.count),
      z
        .string()
        .regex(/^\d+-\d+$/, 'a count is a number or a range like "50-120"')
        .refine((r) => {
          const [low, high] = r.split("-").map(Number) as [number, number];
          return low >= 1 && low <= high && high <= LIMITS.count;
        }, `a count range goes from low to high, from 1 to ${LIMITS.count}`),
    ],
    { error: `a count is a whole number from 1 to ${LIMITS.count} or a range like "50-120"` },
  ),
);

const KINDS = ["item", "table", "nothing", "affix"] as const;

/** One weighted line: an item, another table, nothing, or an affix (for affix tables). */
export const lootEntrySchema = lazy(() =>
  z
    .strictObject({
      item: ref("items").optional().describe("item entries: draw this item"),
      table: ref("loot_tables").optional().describe("table entries: draw from that table instead (nested tables make rarity tiers)"),
      nothing: z.literal(true).optional().describe("nothing entries: draw nothing, an ordinary weighted line"),
      affix: ref("affixes").optional().describe("affix entries (in an affix table): roll this affix"),
      weight: amount(0).positive().describe("every entry: its weight, relative to the others"),
      count: countSchema().optional().describe("item entries only: how many; a range is drawn uniformly"),
      affixes: ref("loot_tables").optional().describe("item entries only: the affix table rolled for this instance"),
      tier: whole(1, LIMITS.tiers).optional().describe("affix entries only: which tier of the affix"),
    })
    .superRefine((e, ctx) => {
      const present = KINDS.filter((k) => e[k] !== undefined);
      if (present.length !== 1) {
        ctx.addIssue({ code: "custom", message: `a loot entry takes exactly one of ${KINDS.join("/")}` });
      }
      if (e.count !== undefined && e.item === undefined)
        ctx.addIssue({ code: "custom", path: ["count"], message: "count applies to item entries only" });
      if (e.affixes !== undefined && e.item === undefined)
        ctx.addIssue({ code: "custom", path: ["affixes"], message: "affixes applies to item entries only" });
      if (e.tier !== undefined && e.affix === undefined)
        ctx.addIssue({ code: "custom", path: ["tier"], message: "tier applies to affix entries only" });
    }),
);

/** Weighted draws: `rolls` draws, "nothing" is an ordinary entry, tables nest for rarity tiers. */
export const lootTableSchema = lazy(() =>
  entry({
    rolls: whole(0, LIMITS.rolls).default(1).describe("how many draws"),
    guaranteed: z
      .boolean()
      .default(false)
      .describe(
        "always drops (for bosses): its `nothing` lines, and those of the tables it draws from, are skipped, and it draws at least once",
      ),
    entries: bounded(lootEntrySchema(), LIMITS.weights).min(1, "a loot table needs at least one entry").describe("the weighted lines"),
  }),
);
