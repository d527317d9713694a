import { mkdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import * as z from "zod";
import { balanceSchema } from "../content/schemas/balance.js";
import { REGISTRY_NAMES, REGISTRY_SCHEMAS, type RegistryName } from "../content/schemas/index.js";
import { extensionSchema } from "../loader/extend.js";
import { fsProblem, showProblem, WriteProblem } from "../profile/fs-problem.js";
import { manifestSchema } from "../loader/manifest.js";
import { profileFolder, writeBeside } from "../profile/safe-write.js";
import type { Context } from "./context.js";

/** The schema file an editor is pointed at for any mod TOML file. */
const MOD_SCHEMA_FILE = "rustkeep-mod.schema.json";

const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" });

/** JSON Schema of a whole mod file: any registry table, plus `[balance]`. */
function modFileSchema(): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  const properties: Record<string, unknown> = {};
  for (const name of REGISTRY_NAMES) properties[name] = { type: "array", items: entryOrExtension(name, defs) };
  properties["balance"] = hoist(toSchema(balanceSchema()), "balance", defs);
  return {
    $schema: DRAFT,
    title: "rustkeep mod file",
    type: "object",
    properties,
    additionalProperties: false,
    ...withDefs(defs),
  };
}

/** JSON Schema of one entry of a registry's table: a whole entry or an `extends` one. */
function tableEntrySchema(name: RegistryName): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  const entry = entryOrExtension(name, defs);
  return { $schema: DRAFT, title: `rustkeep ${name} entry`, ...entry, ...withDefs(defs) };
}

const DRAFT = "https://json-schema.org/draft/2020-12/schema";

function entryOrExtension(name: RegistryName, defs: Record<string, unknown>): Record<string, unknown> {
  // An `extends` entry holds only list fields: the whole format would call its name missing.
  const entry = hoist(toSchema(REGISTRY_SCHEMAS[name]), `${name}_entry`, defs);
  const extension = { ...hoist(toSchema(extensionSchema(name)), `${name}_extension`, defs), required: ["extends"] };
  return { anyOf: [entry, extension] };
}

function withDefs(defs: Record<string, unknown>): Record<string, unknown> {
  return Object.keys(defs).length > 0 ? { $defs: defs } : {};
}

/**
 * A schema made alone, to be placed inside another: its `$defs` move to the document's root
 * (a `$ref` "#/$defs/x" is resolved from the root, so nested ones are not found), renamed
 * with `prefix` so two tables' definitions do not collide.
 */
function hoist(schema: Record<string, unknown>, prefix: string, defs: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _, $defs: own, ...body } = schema;
  const rename = (key: string) => `${prefix}__${key}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== "object") return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/") ? `#/$defs/${rename(v.slice("#/$defs/".length))}` : rewrite(v);
    }
    return out;
  };
  for (const [key, def] of Object.entries((own ?? {}) as Record<string, unknown>)) defs[rename(key)] = rewrite(def);
  return rewrite(body) as Record<string, unknown>;
}

/** `--out DIR` as a folder, made if missing. */
function outFolder(dir: string): void {
  let isDir: boolean | undefined;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    // Missing: made below.
  }
  if (isDir === false) throw new WriteProblem("it is a file, not a folder", "pass --out a folder");
  if (isDir === undefined) mkdirSync(dir, { recursive: true });
}

/** `rustkeep schema [--out DIR]`: one schema per table, one for a whole mod file, one for the manifest. */
export function runSchema(ctx: Context, outFlag: string | undefined): number {
  const dir = resolve(outFlag ?? join(ctx.home, "schema"));
  const written: string[] = [];
  try {
    // The default folder is in the profile, so it gets the profile's link rule; --out is the player's own choice.
    if (outFlag === undefined) profileFolder(ctx.home, "schema");
    else outFolder(dir);
    const write = (name: string, data: unknown) => {
      writeBeside(dir, name, JSON.stringify(data, null, 2) + "\n");
      written.push(name);
    };
    write(MOD_SCHEMA_FILE, modFileSchema());
    write("manifest.schema.json", toSchema(manifestSchema));
    for (const name of REGISTRY_NAMES) write(`${name}.schema.json`, tableEntrySchema(name));
    write("balance.schema.json", toSchema(balanceSchema()));
  } catch (err) {
    ctx.err(`cannot write the schema files to ${dir}: ${showProblem(fsProblem(err))}`);
    return 2;
  }
  ctx.out(`Wrote ${written.length} schema files to ${dir}`);
  ctx.out(`Point your editor's TOML extension at ${join(dir, MOD_SCHEMA_FILE)} (see docs/modding.md, "Editor completion").`);
  return 0;
}
