import * as z from "zod";
import { amount, bounded, LIMITS, whole } from "./limits.js";
import { entry } from "./entry.js";
import { ref } from "./refs.js";

/** `5` or a range `"50-120"`, drawn uniformly. */
export const countSchema = z.union(
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
);

const KINDS = ["item", "table", "nothing", "affix"] as const;

/** One weighted line: an item, another table, nothing, or an affix (for affix tables). */
export const lootEntrySchema = z
  .strictObject({
    item: ref("items").optional(),
    table: ref("loot_tables").optional(),
    nothing: z.literal(true).optional(),
    affix: ref("affixes").optional(),
    weight: amount(0).positive(),
    count: countSchema.optional(),
    affixes: ref("loot_tables").optional(),
    tier: whole(1, LIMITS.tiers).optional(),
  })
  .superRefine((e, ctx) => {
    const present = KINDS.filter((k) => e[k] !== undefined);
    if (present.length !== 1) {
      ctx.addIssue({ code: "custom", message: `a loot entry takes exactly one of ${KINDS.join("/")}` });
    }
    if (e.count !== undefined && e.item === undefined) ctx.addIssue({ code: "custom", path: ["count"], message: "count applies to item entries only" });
    if (e.affixes !== undefined && e.item === undefined) ctx.addIssue({ code: "custom", path: ["affixes"], message: "affixes applies to item entries only" });
    if (e.tier !== undefined && e.affix === undefined) ctx.addIssue({ code: "custom", path: ["tier"], message: "tier applies to affix entries only" });
  });

/** Weighted draws: `rolls` draws, "nothing" is an ordinary entry, tables nest for rarity tiers. */
export const lootTableSchema = entry({
  rolls: whole(0, LIMITS.rolls).default(1),
  guaranteed: z.boolean().default(false),
  entries: bounded(lootEntrySchema, LIMITS.weights).min(1, "a loot table needs at least one entry"),
});
