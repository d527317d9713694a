import * as z from "zod";
import { BASE_STATS, DAMAGE_TYPES, DERIVED_ATTRIBUTES, EVENTS, RESISTANCES } from "../content/catalog.js";
import { flatWords, valueWords } from "../content/attribute-words.js";
import { EVENT_INFO } from "../content/event-info.js";
import { BALANCE_FIELDS } from "../content/schemas/balance.js";
import { attributeBlock } from "../content/schemas/creatures.js";
import { ACTION_KEYS, ACTION_PARAMS, actionSchema, auraSchema, CONDITION_KEYS, conditionSchema, modifierSchema, symbolSchema, triggerSchema } from "../content/schemas/effects.js";
import { entryBase } from "../content/schemas/entry.js";
import { REGISTRY_NAMES, REGISTRY_SCHEMAS } from "../content/schemas/index.js";
import { countSchema, lootEntrySchema } from "../content/schemas/loot-tables.js";
import { defOf } from "../content/zod-shape.js";
import { descriptionOf, type FieldRow, fieldRows, nameShapes, tomlValue, typeText } from "./fields.js";

nameShapes([
  { schema: modifierSchema(), one: "a modifier", many: "modifiers", link: "[4.1](#41-modifiers)" },
  { schema: auraSchema(), one: "an aura", many: "auras", link: "[4.1](#41-modifiers)" },
  { schema: actionSchema(), one: "an action", many: "actions", link: "[4.4](#44-actions)" },
  { schema: conditionSchema(), one: "a condition", many: "conditions", link: "[4.5](#45-conditions)" },
  { schema: triggerSchema(), one: "a trigger", many: "triggers", link: "[4.6](#46-triggers)" },
  { schema: symbolSchema(), one: "a symbol", many: "symbols", link: "[4.8](#48-symbols-and-colours)" },
  { schema: attributeBlock(), one: "an attribute table", many: "attribute tables", link: "[5.8](#58-creatures)" },
  { schema: lootEntrySchema(), one: "a loot entry", many: "loot entries", link: "[5.12](#512-loot_tables)" },
  { schema: countSchema(), one: 'a whole number 1 to 1,000, or a range like `"50-120"`', many: "counts", link: "[5.12](#512-loot_tables)" },
]);

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
const row = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
const code = (s: string) => `\`${s}\``;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [row(head), `|${head.map(() => "---").join("|")}|`, ...rows.map(row)].join("\n");
}

/** A field table, then one table for each inline table a field holds (an ai rule, an affix tier). */
function fieldTables(rows: readonly FieldRow[], title = ""): string {
  const parts = [table(["field", "type", "default", "meaning"], rows.map((r) => [code(r.name), r.type, r.fallback, r.meaning]))];
  for (const r of rows) {
    if (!r.inner) continue;
    const where = title ? `${title}.${r.name}` : r.name;
    parts.push(`Each entry of \`${where}\`:\n\n${fieldTables(fieldRows(r.inner), where)}`);
  }
  return parts.join("\n\n");
}

/** The fields of one registry's entries (the shared `id`/`overrides`/… are the `entry` table). */
export function registryTable(name: (typeof REGISTRY_NAMES)[number]): string {
  return fieldTables(fieldRows(REGISTRY_SCHEMAS[name], Object.keys(entryBase)));
}

export function entryTable(): string {
  return fieldTables(fieldRows(z.strictObject(entryBase)));
}

export function actionsTable(): string {
  const shape = defOf(actionSchema()).shape!;
  const params = Object.entries(ACTION_PARAMS);
  const keys = table(
    ["action key", "value", "parameters allowed", "meaning"],
    ACTION_KEYS.map((k) => [code(k), typeText(shape[k]!), params.filter(([, p]) => (p.for as readonly string[]).includes(k)).map(([n]) => code(n)).join(", "), descriptionOf(shape[k]!)]),
  );
  const paramTable = table(
    ["parameter", "value", "allowed on", "meaning"],
    params.map(([n, p]) => [code(n), typeText(p.schema), p.for.length === ACTION_KEYS.length ? "every action" : p.for.map(code).join(", "), descriptionOf(p.schema)]),
  );
  return `${keys}\n\n${paramTable}`;
}

export function conditionsTable(): string {
  const shape = defOf(conditionSchema()).shape!;
  const keys = table(
    ["key", "value", "holds when"],
    CONDITION_KEYS.map((k) => [code(k), inlineText(shape[k]!), descriptionOf(shape[k]!)]),
  );
  const extra = fieldRows(conditionSchema()).filter((r) => !CONDITION_KEYS.includes(r.name));
  return `${keys}\n\n${table(["extra key", "value", "default", "meaning"], extra.map((r) => [code(r.name), r.type, r.fallback, r.meaning]))}`;
}

/** A small inline table written out: `{ attribute = an attribute name, value = number }`. */
function inlineText(schema: z.ZodType): string {
  const rows = fieldRows(schema);
  const type = typeText(schema);
  if (type !== "table (below)") return type;
  return `{ ${rows.map((r) => `${code(r.name)} = ${r.type}`).join(", ")} }`;
}

export const triggerTable = () => fieldTables(fieldRows(triggerSchema()));
export const auraTable = () => fieldTables(fieldRows(auraSchema()));
export const modifierTable = () => fieldTables(fieldRows(modifierSchema()));
export const symbolTable = () => fieldTables(fieldRows(symbolSchema()));

export function eventsTable(): string {
  return table(
    ["event", "reaches the triggers of", "who is who", "payload"],
    EVENTS.map((e) => {
      const info = EVENT_INFO[e];
      const payload = Object.entries(info.payload).map(([k, v]) => `${code(k)}: ${v}`);
      return [code(e), info.reaches === "source" ? "the source (who acted)" : "the target (whom it happened to)", info.parties, payload.join("; ") || "none"];
    }),
  );
}

const SAMPLE = { points: 2, fraction: 0.25, multiplier: 0.5 } as const;

export function attributesTable(): string {
  const group = (a: string) =>
    (BASE_STATS as readonly string[]).includes(a) ? "base stat" : (RESISTANCES as readonly string[]).includes(a) ? "resistance" : a === "armor" ? "shorthand for `resistance.physical`" : "derived";
  const names = [...BASE_STATS, ...DERIVED_ATTRIBUTES, ...RESISTANCES, "armor"];
  return table(
    ["attribute", "group", "a flat modifier reads"],
    names.map((a) => {
      const v = valueWords(a, 0.5);
      const sample = v.endsWith("%") ? SAMPLE.fraction : v.endsWith("×") ? SAMPLE.multiplier : SAMPLE.points;
      return [code(a), group(a), `\`flat = ${sample}\` → “${flatWords(a, sample)}”`];
    }),
  );
}

export function damageTypesTable(): string {
  return table(["damage type", "its resistance"], DAMAGE_TYPES.map((t) => [code(t), code(`resistance.${t}`)]));
}

/** Every `[balance]` field: its type and bounds, the schema's default, what core sets, the meaning. */
export function balanceTable(core: Readonly<Record<string, unknown>>): string {
  const rows = fieldRows(z.strictObject(BALANCE_FIELDS));
  const inner = rows.filter((r) => r.inner).map((r) => `Each row of \`${r.name}\`:\n\n${fieldTables(fieldRows(r.inner!), r.name)}`);
  const main = table(
    ["field", "type", "default", "core sets", "meaning"],
    Object.entries(BALANCE_FIELDS).map(([name, schema]) => {
      const fields = fieldRows(z.strictObject({ [name]: schema }))[0]!;
      const set = core[name];
      return [code(name), fields.type, fields.fallback, coreValue(set), fields.meaning];
    }),
  );
  return [main, ...inner].join("\n\n");
}

/** Core's value as written, or for a long list its length (the guide shows core's lists in prose). */
function coreValue(v: unknown): string {
  if (v === undefined) return "—";
  const written = tomlValue(v);
  if (Array.isArray(v) && written.length > 50) return `${v.length} ${v.length === 1 ? "entry" : "entries"}`;
  return code(written);
}
