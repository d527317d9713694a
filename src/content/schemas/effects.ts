import * as z from "zod";
import { ATTRIBUTE_NAMES, COLORS, DAMAGE_TYPES, EVENTS } from "../catalog.js";
import type { DeepReadonly } from "./deep-readonly.js";
import { amount, bounded, LIMITS, whole } from "./limits.js";
import { ref, tag } from "./refs.js";

/** Shown on the map: one character and a colour name (colour is data, never theme code). */
export const symbolSchema = z.strictObject({
  // One printable character: a control character would be sent to the terminal as it is.
  char: z.string().refine((s) => [...s].length === 1 && !/[\u0000-\u001f\u007f-\u009f]/u.test(s), "char must be exactly one printable character"),
  color: z.enum(COLORS).default("white"),
});

export const attributeName = z.enum(ATTRIBUTE_NAMES);
export const damageType = z.enum(DAMAGE_TYPES);

/** Changes an attribute while it exists: `(base + Σ flat) × (1 + Σ percent/100)`. */
export const modifierSchema = z
  .strictObject({
    attribute: attributeName,
    flat: amount().optional(),
    percent: amount(LIMITS.percentMin, LIMITS.percentMax).optional(),
  })
  .refine((m) => m.flat !== undefined || m.percent !== undefined, "a modifier needs flat or percent");

/** Whose state a condition looks at: the carrier (`self`) or the other party (`target`). */
const whose = z.enum(["self", "target"]);

/** Condition keys; exactly one per condition entry. */
const conditionKeys = {
  health_below: z.number().min(0).max(1),
  attribute_at_least: z.strictObject({ attribute: attributeName, value: amount() }),
  has_modifier: ref("modifiers"),
  has_item: ref("items"),
  has_tag: tag,
  quest_state: z.strictObject({
    quest: ref("quests"),
    state: z.enum(["not_started", "active", "completed"]),
  }),
  in_combat: z.boolean(),
  chance: z.number().min(0).max(1),
  // Event payload conditions: they look at the event that fired the trigger.
  damage_type: damageType,
  ability: ref("abilities"),
  item: ref("items"),
  creature: ref("creatures"),
  prefab: ref("prefabs"),
  npc: ref("npcs"),
  floor: whole(1, LIMITS.floorNumber),
};
export const CONDITION_KEYS = Object.keys(conditionKeys);

/** One condition: one key from the catalog, optionally negated. A list of them is AND. */
export const conditionSchema = z
  .strictObject({
    ...mapOptional(conditionKeys),
    not: z.boolean().default(false),
    of: whose.optional(),
  })
  .superRefine((c, ctx) => {
    exactlyOne(c, CONDITION_KEYS, "condition", ctx);
  });

export const conditionList = bounded(conditionSchema).default([]);

/** Action keys; exactly one per action entry. */
const actionKeys = {
  damage: amount(0).positive(),
  heal: amount(0).positive(),
  add_modifier: ref("modifiers"),
  remove_modifier: ref("modifiers"),
  give_item: ref("items"),
  take_item: ref("items"),
  start_quest: ref("quests"),
  flee: z.literal(true),
  give_exp: whole(0, LIMITS.amount),
  open_shop: z.literal(true),
  run_script: ref("scripts"),
};
/** The eleven actions' keys; `game/effects` holds one module for each, in a table the compiler checks against this. */
export type ActionKey = keyof typeof actionKeys;
export const ACTION_KEYS = Object.keys(actionKeys) as ActionKey[];

/** Parameters an action may carry, and which actions accept each. */
const actionParams = {
  type: { schema: damageType, for: ["damage"] },
  scale: { schema: attributeName, for: ["damage", "heal"] },
  count: { schema: whole(1, LIMITS.count), for: ["give_item", "take_item"] },
  duration: { schema: whole(1, LIMITS.turns), for: ["add_modifier"] },
  to: { schema: whose, for: ACTION_KEYS },
} as const;

/** Changes state once: one of the eleven actions plus its parameters. */
export const actionSchema = z
  .strictObject({
    ...mapOptional(actionKeys),
    type: actionParams.type.schema.optional(),
    scale: actionParams.scale.schema.optional(),
    count: actionParams.count.schema.optional(),
    duration: actionParams.duration.schema.optional(),
    to: actionParams.to.schema.optional(),
  })
  .superRefine((a, ctx) => {
    const key = exactlyOne(a, ACTION_KEYS, "action", ctx);
    if (!key) return;
    for (const [param, spec] of Object.entries(actionParams)) {
      if ((a as Record<string, unknown>)[param] !== undefined && !(spec.for as readonly string[]).includes(key)) {
        ctx.addIssue({ code: "custom", path: [param], message: `${param} does not apply to ${key}` });
      }
    }
  });

export const actionList = bounded(actionSchema).default([]);

/**
 * The optional name of a trigger or dialog option, written bare like an entry's id. The
 * loader stores it qualified with the writing mod (`frost:haggle`); a value that already is
 * qualified is that stored form (an extended entry is checked again with it).
 */
export const nestedId = z.string().regex(/^([a-z0-9_]+:)?[a-z0-9_]+$/, "an id uses only a-z, 0-9 and _ (the loader adds the mod's prefix)");

/** `{ on, condition, chance, actions }`: in a trigger, self is always the carrier. */
export const triggerSchema = z.strictObject({
  /** A name, so an `extends` entry can `remove` it; stored as `<mod>:<id>`. */
  id: nestedId.optional(),
  on: z.enum(EVENTS),
  condition: conditionList,
  chance: z.number().min(0).max(1).optional(),
  actions: bounded(actionSchema).min(1, "a trigger needs at least one action"),
});

export const modifierList = bounded(modifierSchema).default([]);

/** Modifiers a carrier puts on others in the fight: its allies or its enemies (never itself). */
export const auraSchema = z.strictObject({
  affects: z.enum(["allies", "enemies"]),
  modifiers: bounded(modifierSchema).min(1, "an aura needs at least one modifier"),
});
export const auraList = bounded(auraSchema).default([]);
export const triggerList = bounded(triggerSchema).default([]);
export const tagList = bounded(tag).default([]);

function mapOptional<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

function exactlyOne(value: object, keys: string[], what: string, ctx: z.RefinementCtx): string | undefined {
  const present = keys.filter((k) => (value as Record<string, unknown>)[k] !== undefined);
  if (present.length === 1) return present[0];
  ctx.addIssue({
    code: "custom",
    message:
      present.length === 0
        ? `${article(what)} ${what} needs one of: ${keys.join(", ")}`
        : `${article(what)} ${what} takes exactly one of ${keys.join("/")}, found ${present.join(" and ")}`,
  });
  return undefined;
}

/** The effect vocabulary's shapes as definitions hold them (read-only, defaults filled in). */
export type Modifier = DeepReadonly<z.output<typeof modifierSchema>>;
export type Condition = DeepReadonly<z.output<typeof conditionSchema>>;
export type Action = DeepReadonly<z.output<typeof actionSchema>>;
export type Trigger = DeepReadonly<z.output<typeof triggerSchema>>;
export type Aura = DeepReadonly<z.output<typeof auraSchema>>;

function article(word: string): string {
  return /^[aeiou]/.test(word) ? "an" : "a";
}
