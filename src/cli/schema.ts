import { mkdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import * as z from "zod";
import { balanceSchema } from "../content/schemas/balance.js";
import { REGISTRY_NAMES, REGISTRY_SCHEMAS } from "../content/schemas/index.js";
import { extensionSchema } from "../loader/extend.js";
import { fsProblem, showProblem, WriteProblem } from "../loader/fs-problem.js";
import { manifestSchema } from "../loader/manifest.js";
import { profileFolder, writeBeside } from "../loader/safe-write.js";
import type { Context } from "./context.js";

/** The schema file an editor is pointed at for any mod TOML file. */
export const MOD_SCHEMA_FILE = "rustkeep-mod.schema.json";

const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" });

/** JSON Schema of a whole mod file: any registry table, plus `[balance]`. */
export function modFileSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const name of REGISTRY_NAMES) {
    // An `extends` entry holds only list fields: the whole format would call its name missing.
    const entry = stripMeta(toSchema(REGISTRY_SCHEMAS[name]));
    const extension = { ...stripMeta(toSchema(extensionSchema(name))), required: ["extends"] };
    properties[name] = { type: "array", items: { anyOf: [entry, extension] } };
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

function stripMeta(s: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _, ...rest } = s;
  return rest;
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
    for (const name of REGISTRY_NAMES) write(`${name}.schema.json`, toSchema(REGISTRY_SCHEMAS[name]));
    write("balance.schema.json", toSchema(balanceSchema));
  } catch (err) {
    ctx.err(`cannot write the schema files to ${dir}: ${showProblem(fsProblem(err))}`);
    return 2;
  }
  ctx.out(`Wrote ${written.length} schema files to ${dir}`);
  ctx.out(`Point your editor's TOML extension at ${join(dir, MOD_SCHEMA_FILE)} (see README, "Editor completion").`);
  return 0;
}
