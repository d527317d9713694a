import * as z from "zod";
import { ATTRIBUTE_NAMES, COLORS, DAMAGE_TYPES, EVENTS } from "../catalog.js";
import type { DeepReadonly } from "./deep-readonly.js";
import { amount, bounded, LIMITS, whole } from "./limits.js";
import { about, ref, refTargets, tag, type RegistryName } from "./refs.js";
import { lazy, lazyFields } from "../../lib/lazy.js";

/** Shown on the map: one character and a colour name (colour is data, never theme code). */
export const symbolSchema = lazy(() =>
  z.strictObject({
    // One printable character: a control character would be sent to the terminal as it is.
    char: z
      .string()
      .refine((s) => [...s].length === 1 && !/[\u0000-\u001f\u007f-\u009f]/u.test(s), "char must be exactly one printable character")
      .describe("exactly one printable character, drawn on the map"),
    color: z.enum(COLORS).default("white").describe("its colour: let the character carry the meaning too (`NO_COLOR`, themes)"),
  }),
);

export const attributeName = lazy(() => z.enum(ATTRIBUTE_NAMES));
const damageType = lazy(() => z.enum(DAMAGE_TYPES));

/** Changes an attribute while it exists: `(base + Σ flat) × (1 + Σ percent/100)`. */
export const modifierSchema = lazy(() =>
  z
    .strictObject({
      attribute: attributeName().describe("which attribute"),
      flat: amount().optional().describe("added to the base; at least one of `flat`/`percent`"),
      percent: amount(LIMITS.percentMin, LIMITS.percentMax).optional().describe("percent of the total; at least one of `flat`/`percent`"),
    })
    .refine((m) => m.flat !== undefined || m.percent !== undefined, "a modifier needs flat or percent"),
);

/** Whose state a condition looks at: the carrier (`self`) or the other party (`target`). */
const whose = lazy(() => z.enum(["self", "target"]));

/** Condition keys, in the order messages list them; `conditionKeys` must hold exactly these (checked when built). */
export const CONDITION_KEYS = [
  "health_below",
  "attribute_at_least",
  "has_modifier",
  "has_item",
  "has_tag",
  "quest_state",
  "in_combat",
  "chance",
  "damage_type",
  "ability",
  "item",
  "creature",
  "prefab",
  "npc",
  "floor",
];

/** Condition keys; exactly one per condition entry. */
const conditionKeys = lazy(() =>
  keysAre(CONDITION_KEYS, "condition", {
    health_below: z.number().min(0).max(1).describe("current health is below this fraction of `max_health` (`1.0`: hurt at all)"),
    attribute_at_least: z
      .strictObject({ attribute: attributeName(), value: amount() })
      .describe("the attribute (as the rules count it, auras included) is at least `value`"),
    has_modifier: about(ref("modifiers"), "that named modifier is on"),
    has_item: about(ref("items"), "it is in the pack or worn"),
    has_tag: tag().describe(
      "the creature carries the tag: its definition's, its options', its worn items', its named modifiers' (not the room's)",
    ),
    quest_state: z
      .strictObject({
        quest: ref("quests"),
        state: z.enum(["not_started", "active", "completed"]),
      })
      .describe("the quest is in that state"),
    in_combat: z.boolean().describe("a fight is (or is not) going on"),
    chance: z.number().min(0).max(1).describe("a random roll succeeds"),
    // Event payload conditions: they look at the event that fired the trigger.
    damage_type: damageType().describe("*event payload:* the event was damage of this type"),
    ability: about(ref("abilities"), "*event payload:* the event concerns this ability"),
    item: about(ref("items"), "*event payload:* the event concerns this item"),
    creature: about(ref("creatures"), "*event payload:* the event concerns this creature (on `creature_died`: the dead one)"),
    prefab: about(ref("prefabs"), "*event payload:* the event concerns this room"),
    npc: about(ref("npcs"), "*event payload:* the event concerns this NPC"),
    floor: whole(1, LIMITS.floorNumber).describe("*event payload:* the event happened on this floor number"),
  }),
);

/** One condition: one key from the catalog, optionally negated. A list of them is AND. */
export const conditionSchema = lazy(() =>
  z
    .strictObject({
      ...mapOptional(conditionKeys()),
      not: z.boolean().default(false).describe("negates the condition"),
      of: whose()
        .optional()
        .describe(
          "whose state is looked at: the carrier or user (`self`, when left out) or the other party (`target`); see [4.5](#45-conditions)",
        ),
    })
    .superRefine((c, ctx) => {
      exactlyOne(c, CONDITION_KEYS, "condition", ctx);
    }),
);

export const conditionList = lazy(() => bounded(conditionSchema()).default([]));

/**
 * The eleven actions' keys, in the order messages list them; `game/effects` holds one module
 * for each, in a table the compiler checks against `ActionKey`.
 */
const ACTION_KEY_NAMES = [
  "damage",
  "heal",
  "add_modifier",
  "remove_modifier",
  "give_item",
  "take_item",
  "start_quest",
  "flee",
  "give_exp",
  "open_shop",
  "run_script",
] as const;
export type ActionKey = (typeof ACTION_KEY_NAMES)[number];
export const ACTION_KEYS: ActionKey[] = [...ACTION_KEY_NAMES];

/** Action keys; exactly one per action entry. */
const actionKeys = lazy(() =>
  keysAre(ACTION_KEYS, "action", {
    damage: amount(0).positive().describe("deal damage of a type, through the mitigation chain"),
    heal: amount(0).positive().describe("restore health, up to `max_health`"),
    add_modifier: about(ref("modifiers"), "put a named modifier on (again: its duration starts over)"),
    remove_modifier: about(ref("modifiers"), "take a named modifier off"),
    give_item: about(ref("items"), "give items (what the pack cannot hold falls to the floor)"),
    take_item: about(ref("items"), "take items from the pack (never what is worn)"),
    start_quest: about(ref("quests"), "start a quest"),
    flee: z.literal(true).describe("try to escape the fight"),
    give_exp: whole(0, LIMITS.amount).describe("give experience"),
    open_shop: z.literal(true).describe("in a conversation with an NPC that has a `shop`: open it"),
    run_script: about(ref("scripts"), "run a script of the mod, then the actions it asks for ([9](#9-scripts))"),
  }),
);

/** Parameters an action may carry, and which actions accept each. */
export const ACTION_PARAMS = lazyFields({
  type: () => ({ schema: damageType().describe("the damage type, default `physical`"), for: ["damage"] }) as const,
  scale: () => ({ schema: attributeName().describe("the user's attribute added to the amount"), for: ["damage", "heal"] }) as const,
  count: () => ({ schema: whole(1, LIMITS.count).describe("how many, default 1"), for: ["give_item", "take_item"] }) as const,
  duration: () =>
    ({ schema: whole(1, LIMITS.turns).describe("turns, instead of the named modifier's own `duration`"), for: ["add_modifier"] }) as const,
  to: () =>
    ({
      schema: whose().describe("who is affected; the default depends on where the action is ([4.4](#44-actions))"),
      for: ACTION_KEYS,
    }) as const,
  // What a script is handed as `args`: plain TOML values (tables, arrays, strings, numbers, booleans).
  args: () => ({ schema: z.record(z.string(), z.json()).describe("a table handed to the script as `args`"), for: ["run_script"] }) as const,
});

/**
 * Action keys whose value names an entry, and the registry it must be in (a script's `act`
 * checks them as phase 3 checks TOML); an action that names nothing reads `undefined`.
 */
export const ACTION_REFS = lazyFields(
  Object.fromEntries(ACTION_KEYS.map((key) => [key, () => refTargets.get(actionKeys()[key])?.ref])),
) as { readonly [K in ActionKey]?: RegistryName };

/** Changes state once: one of the eleven actions plus its parameters. */
export const actionSchema = lazy(() => {
  // Listed once here: the refinement runs for every action of every load.
  const params = Object.entries(ACTION_PARAMS);
  return z
    .strictObject({
      ...mapOptional(actionKeys()),
      type: ACTION_PARAMS.type.schema.optional(),
      scale: ACTION_PARAMS.scale.schema.optional(),
      count: ACTION_PARAMS.count.schema.optional(),
      duration: ACTION_PARAMS.duration.schema.optional(),
      to: ACTION_PARAMS.to.schema.optional(),
      args: ACTION_PARAMS.args.schema.optional(),
    })
    .superRefine((a, ctx) => {
      const key = exactlyOne(a, ACTION_KEYS, "action", ctx);
      if (!key) return;
      for (const [param, spec] of params) {
        if ((a as Record<string, unknown>)[param] !== undefined && !(spec.for as readonly string[]).includes(key)) {
          ctx.addIssue({ code: "custom", path: [param], message: `${param} does not apply to ${key}` });
        }
      }
    });
});

export const actionList = lazy(() => bounded(actionSchema()).default([]));

/**
 * The optional name of a trigger or dialog option, written bare like an entry's id. The
 * loader stores it qualified with the writing mod (`frost:haggle`); a value that already is
 * qualified is that stored form (an extended entry is checked again with it).
 */
export const nestedId = lazy(() =>
  z.string().regex(/^([a-z0-9_]+:)?[a-z0-9_]+$/, "an id uses only a-z, 0-9 and _ (the loader adds the mod's prefix)"),
);

/** `{ on, condition, chance, actions }`: in a trigger, self is always the carrier. */
export const triggerSchema = lazy(() =>
  z.strictObject({
    /** A name, so an `extends` entry can `remove` it; stored as `<mod>:<id>`. */
    id: nestedId().optional().describe("a name, so an `extends` entry can `remove` the trigger; stored as `<mod id>:<id>`"),
    on: z.enum(EVENTS).describe("the event that fires it"),
    condition: conditionList().describe('must all hold; self is the carrier, `of = "target"` the event\'s other party'),
    chance: z.number().min(0).max(1).optional().describe("the trigger fires only this often"),
    actions: bounded(actionSchema()).min(1, "a trigger needs at least one action").describe("what happens"),
  }),
);

export const modifierList = lazy(() => bounded(modifierSchema()).default([]));

/** Modifiers a carrier puts on others in the fight: its allies or its enemies (never itself). */
export const auraSchema = lazy(() =>
  z.strictObject({
    affects: z.enum(["allies", "enemies"]).describe("the carrier's side in the fight (never the carrier itself) or the other side"),
    modifiers: bounded(modifierSchema())
      .min(1, "an aura needs at least one modifier")
      .describe("what it does to each of them while the carrier is in the fight"),
  }),
);
export const auraList = lazy(() => bounded(auraSchema()).default([]));
export const triggerList = lazy(() => bounded(triggerSchema()).default([]));
export const tagList = lazy(() => bounded(tag()).default([]));

function mapOptional<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

/** `shape`, once its keys are checked against the written-out list `keys` (same keys, same order). */
function keysAre<T extends Record<string, z.ZodType>>(keys: readonly string[], what: string, shape: T): T {
  if (Object.keys(shape).join() !== keys.join()) throw new Error(`the ${what} keys' list is out of step with their schemas`);
  return shape;
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
export type Modifier = DeepReadonly<z.output<ReturnType<typeof modifierSchema>>>;
export type Condition = DeepReadonly<z.output<ReturnType<typeof conditionSchema>>>;
export type Action = DeepReadonly<z.output<ReturnType<typeof actionSchema>>>;
export type Trigger = DeepReadonly<z.output<ReturnType<typeof triggerSchema>>>;
export type Aura = DeepReadonly<z.output<ReturnType<typeof auraSchema>>>;

function article(word: string): string {
  return /^[aeiou]/.test(word) ? "an" : "a";
}
