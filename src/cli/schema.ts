import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as z from "zod";
import { balanceSchema } from "../content/schemas/balance.js";
import { REGISTRY_NAMES, REGISTRY_SCHEMAS } from "../content/schemas/index.js";
import { manifestSchema } from "../loader/manifest.js";
import type { Context } from "./context.js";

/** The schema file an editor is pointed at for any mod TOML file. */
export const MOD_SCHEMA_FILE = "rustkeep-mod.schema.json";

const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" });

/** JSON Schema of a whole mod file: any registry table, plus `[balance]`. */
export function modFileSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const name of REGISTRY_NAMES) {
    properties[name] = { type: "array", items: stripMeta(toSchema(REGISTRY_SCHEMAS[name])) };
  }
  properties["balance"] = stripMeta(toSchema(balanceSchema));
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "rustkeep mod file",
    type: "object",
    properties,
    additionalProperties: false,
  };
}

function stripMeta(s: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _, ...rest } = s;
  return rest;
}

/** `rustkeep schema [--out DIR]`: one schema per table, one for a whole mod file, one for the manifest. */
export function runSchema(ctx: Context, outFlag: string | undefined): number {
  const dir = resolve(outFlag ?? join(ctx.home, "schema"));
  mkdirSync(dir, { recursive: true });
  const write = (name: string, data: unknown) => {
    writeFileSync(join(dir, name), JSON.stringify(data, null, 2) + "\n");
    return name;
  };
  const written = [write(MOD_SCHEMA_FILE, modFileSchema()), write("manifest.schema.json", toSchema(manifestSchema))];
  for (const name of REGISTRY_NAMES) written.push(write(`${name}.schema.json`, toSchema(REGISTRY_SCHEMAS[name])));
  written.push(write("balance.schema.json", toSchema(balanceSchema)));
  ctx.out(`Wrote ${written.length} schema files to ${dir}`);
  ctx.out(`Point your editor's TOML extension at ${join(dir, MOD_SCHEMA_FILE)} (see README, "Editor completion").`);
  return 0;
}
