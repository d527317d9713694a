import { tomlValue } from "../lib/toml-value.js";
import * as z from "zod";
import { ATTRIBUTE_NAMES, COLORS, DAMAGE_TYPES, EVENTS } from "../content/catalog.js";
import { LOCAL_ID, QUALIFIED_ID, REGISTRY_NOUN, refTargets } from "../content/schemas/refs.js";
import { defOf, unwrap } from "../content/zod-shape.js";

/**
 * One row of a generated field table: what the guide says about a field, all of it read
 * from the field's schema (type and bounds, required or default, the `.describe()` text).
 */
export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly fallback: string;
  readonly meaning: string;
  /** An inline table the field holds (an ai rule, an affix tier): it gets a table of its own. */
  readonly inner?: z.ZodType;
}

/** Shared shapes the guide explains once; a field holding one links there instead of repeating it. */
export interface NamedShape {
  readonly schema: z.ZodType;
  readonly one: string;
  readonly many: string;
  /** Where the guide explains it: `[4.1](#41-modifiers)`. */
  readonly link: string;
}

let named: readonly NamedShape[] = [];
/** Sets the shapes `typeText` names by link (the tables module knows them; this one stays free of them). */
export function nameShapes(shapes: readonly NamedShape[]): void {
  named = shapes;
}

const shown = (n: number) => n.toLocaleString("en-US");
const json = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The `.describe()` text of a field, from its outermost layer inwards. */
export function descriptionOf(schema: z.ZodType): string {
  let s: z.ZodType | undefined = schema;
  for (let i = 0; s && i < 20; i++) {
    const text = z.globalRegistry.get(s)?.description;
    if (text) return text;
    const def = defOf(s);
    s = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
  }
  return "";
}

function namedShape(schema: z.ZodType): NamedShape | undefined {
  const def = defOf(unwrap(schema));
  return named.find((n) => defOf(unwrap(n.schema)) === def);
}

/** `1 to 1,000`, `above 0, at most 1,000,000`, `0 or more`. */
function bounds(j: Record<string, unknown>): string {
  const min = j["minimum"] as number | undefined;
  const above = j["exclusiveMinimum"] as number | undefined;
  const max = j["maximum"] as number | undefined;
  if (above !== undefined) return max === undefined ? `above ${shown(above)}` : `above ${shown(above)}, at most ${shown(max)}`;
  if (min !== undefined && max !== undefined) return `${shown(min)} to ${shown(max)}`;
  if (min !== undefined) return `${shown(min)} or more`;
  if (max !== undefined) return `at most ${shown(max)}`;
  return "";
}

const quoted = (values: readonly unknown[]) => {
  const q = values.map((v) => `\`${JSON.stringify(v)}\``);
  return q.length === 1 ? q[0]! : `${q.slice(0, -1).join(", ")} or ${q.at(-1)}`;
};

function enumText(values: readonly unknown[]): string {
  if (sameList(values, ATTRIBUTE_NAMES)) return "an attribute name ([4.2](#42-attributes))";
  if (sameList(values, DAMAGE_TYPES)) return "a damage type ([4.3](#43-damage-types))";
  if (sameList(values, EVENTS)) return "an event name ([4.7](#47-events))";
  if (sameList(values, COLORS)) return "a colour name ([4.8](#48-symbols-and-colours))";
  return quoted(values);
}

/** How a field's value is written, with its bounds: `whole number, 1 to 1,000`, `id of an item`. */
export function typeText(schema: z.ZodType): string {
  const shape = namedShape(schema);
  if (shape) return `${shape.one} (${shape.link})`;
  const inner = unwrap(schema);
  const def = defOf(inner) as ReturnType<typeof defOf> & { entries?: Record<string, unknown>; values?: unknown[] };
  const mark = refTargets.get(inner);
  if (mark) return `id of ${article(REGISTRY_NOUN[mark.ref])}`;
  const j = json(inner);
  switch (def.type) {
    case "string": {
      const pattern = j["pattern"] as string | undefined;
      if (pattern === QUALIFIED_ID.source) return "a tag (`\"mod:word\"`)";
      if (pattern === LOCAL_ID.source) return "string of `a-z`, `0-9`, `_`";
      const min = j["minLength"] as number | undefined;
      const max = j["maxLength"] as number | undefined;
      if (max !== undefined) return `string, ${min ? shown(min) : "0"} to ${shown(max)} characters`;
      return min ? "string, not empty" : "string";
    }
    case "number": {
      const kind = j["type"] === "integer" ? "whole number" : "number";
      const b = bounds(j);
      return b ? `${kind}, ${b}` : kind;
    }
    case "boolean":
      return "`true` / `false`";
    case "literal":
      return quoted(def.values ?? []);
    case "enum":
      return enumText(Object.values(def.entries ?? {}));
    case "array": {
      const element = def.element!;
      const max = j["maxItems"] as number | undefined;
      const min = j["minItems"] as number | undefined;
      const size = [min ? `at least ${min === 1 ? "one" : shown(min)}` : "", max !== undefined ? `at most ${shown(max)}` : ""].filter(Boolean).join(", ");
      return `list of ${pluralText(element)}${size ? ` (${size})` : ""}`;
    }
    case "tuple":
      return `[${(def.items ?? []).map(typeText).join(", ")}]`;
    case "union":
      return (def.options ?? []).map(typeText).join(", or ");
    case "object":
      return "table (below)";
    default:
      return def.type;
  }
}

function pluralText(element: z.ZodType): string {
  const shape = namedShape(element);
  if (shape) return `${shape.many} (${shape.link})`;
  const inner = unwrap(element);
  const mark = refTargets.get(inner);
  if (mark) return `${mark.ref === "npcs" ? "NPC" : REGISTRY_NOUN[mark.ref]} ids`;
  if (defOf(inner).type === "object") return "tables (below)";
  const one = typeText(element);
  if (one.startsWith("a tag")) return "tags";
  return one.replace(/^an? /, "");
}

function article(noun: string): string {
  if (noun === "npc") return "an NPC";
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** A default as TOML writes it: `""`, `0`, `[]`, `"enemy"`. */
export { tomlValue };

/** Required, a default, or none (optional with no default). */
function fallbackText(schema: z.ZodType): string {
  const def = defOf(schema) as ReturnType<typeof defOf> & { defaultValue?: unknown };
  if (def.type === "default") return `\`${tomlValue(def.defaultValue)}\``;
  if (def.type === "optional") {
    const innerDef = defOf(def.innerType!) as typeof def;
    return innerDef.type === "default" ? `\`${tomlValue(innerDef.defaultValue)}\`` : "none";
  }
  return "required";
}

/** The fields of an object schema, in the order written, minus `skip`. */
export function fieldRows(schema: z.ZodType, skip: readonly string[] = []): FieldRow[] {
  const shape = defOf(unwrap(schema)).shape ?? {};
  return Object.entries(shape)
    .filter(([name]) => !skip.includes(name))
    .map(([name, field]) => {
      const inner = unwrap(field);
      const element = defOf(inner).type === "array" ? unwrap(defOf(inner).element!) : inner;
      const own = defOf(element).type === "object" && !namedShape(element) && !refTargets.get(element);
      return {
        name,
        type: typeText(field),
        fallback: fallbackText(field),
        meaning: descriptionOf(field),
        ...(own ? { inner: element } : {}),
      };
    });
}
