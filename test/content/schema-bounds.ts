import * as z from "zod";
import { balanceSchema } from "../../src/content/schemas/balance.js";
import { REGISTRY_SCHEMAS } from "../../src/content/schemas/index.js";

/** One bounded value a mod writes: where (table and field path), its kind, and its range. */
export interface Bound {
  readonly table: string;
  readonly path: string;
  /** The last field name on the path; attributes are one group, "attributes". */
  readonly field: string;
  readonly kind: "number" | "integer" | "chars" | "items";
  readonly min?: number;
  readonly max?: number;
}

type Json = { [key: string]: unknown };

function walk(j: unknown, path: string, table: string, out: Bound[]): void {
  if (!j || typeof j !== "object") return;
  const node = j as Json;
  for (const alt of [
    ...((node["anyOf"] as unknown[]) ?? []),
    ...((node["oneOf"] as unknown[]) ?? []),
    ...((node["allOf"] as unknown[]) ?? []),
  ])
    walk(alt, path, table, out);
  const parts = path.replace(/\[\d*\]/g, "").split(".");
  const field = parts.includes("attributes") ? "attributes" : (parts.at(-1) ?? "");
  const type = node["type"];
  const min = (node["minimum"] ?? node["exclusiveMinimum"]) as number | undefined;
  if (type === "number" || type === "integer")
    out.push({
      table,
      path,
      field,
      kind: type,
      ...(min !== undefined ? { min } : {}),
      ...(node["maximum"] !== undefined ? { max: node["maximum"] as number } : {}),
    });
  if (type === "string" && node["maxLength"] !== undefined)
    out.push({ table, path, field, kind: "chars", max: node["maxLength"] as number });
  if (type === "array" && node["maxItems"] !== undefined) out.push({ table, path, field, kind: "items", max: node["maxItems"] as number });
  for (const [k, v] of Object.entries((node["properties"] as Json) ?? {})) walk(v, path ? `${path}.${k}` : k, table, out);
  const items = node["items"];
  if (Array.isArray(items)) items.forEach((it, i) => walk(it, `${path}[${i}]`, table, out));
  else if (items) walk(items, `${path}[]`, table, out);
  for (const it of (node["prefixItems"] as unknown[]) ?? []) walk(it, `${path}[]`, table, out);
}

/** Every bounded or unbounded number, text and list in every table and in `[balance]`. */
export function schemaBounds(): Bound[] {
  const out: Bound[] = [];
  const json = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" });
  for (const [table, schema] of Object.entries(REGISTRY_SCHEMAS)) walk(json(schema as z.ZodType), "", table, out);
  walk(json(balanceSchema()), "", "balance", out);
  return out;
}
