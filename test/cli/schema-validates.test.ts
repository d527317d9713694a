import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { parse } from "smol-toml";
import { beforeAll, describe, expect, it } from "vitest";
import { REGISTRY_NAMES } from "../../src/content/schemas/index.js";
import { REPO, runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

/** Every .toml file under `dir`, parsed, by its path from `dir`. */
function tomlFiles(dir: string): [string, Record<string, unknown>][] {
  const out: [string, Record<string, unknown>][] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".toml")) out.push([relative(dir, path), parse(readFileSync(path, "utf8")) as Record<string, unknown>]);
    }
  };
  walk(dir);
  return out;
}

/** A mod file as a modder writes it: an extension, and actions with `args` (a nested table). */
const EXTENDS_AND_ARGS = `
[[scripts]]
id = "nova"
file = "nova.js"

[[abilities]]
id = "nova"
name = "Nova"
target = "enemy"
cost = 3
actions = [{ run_script = "m:nova", args = { base = 3, list = [1, 2], nested = { deep = true } } }]

[[options]]
extends = "core:warrior"
abilities = ["m:nova"]

[[creatures]]
extends = "core:rat"
ai = [{ ability = "m:nova" }]
remove = ["core:bite"]

[[floors]]
extends = "core:floor_2"
creatures = [{ id = "core:rat", weight = 2 }]
`;

describe("the generated JSON Schemas, under a strict validator (ajv, draft 2020-12)", () => {
  const schemas: Record<string, Record<string, unknown>> = {};
  // strict: an unknown keyword or a $ref that resolves nowhere is an error when compiling, not a pass.
  const ajv = new Ajv2020.default({ strict: true, allErrors: true, validateFormats: false });
  const compiled: Record<string, ReturnType<typeof ajv.compile>> = {};
  let modFile: ReturnType<typeof ajv.compile>;
  const file = (name: string) => compiled[name]!;

  beforeAll(() => {
    const out = tempDir();
    expect(runCli(["schema", "--out", out]).code).toBe(0);
    for (const name of readdirSync(out)) schemas[name] = JSON.parse(readFileSync(join(out, name), "utf8"));
    // A schema whose $ref resolves nowhere throws here: every test then fails.
    for (const [name, schema] of Object.entries(schemas)) compiled[name] = ajv.compile(schema);
    modFile = file("rustkeep-mod.schema.json");
  });

  const errorsOf = (validate: ReturnType<typeof ajv.compile>, data: unknown) =>
    validate(data) ? [] : ajv.errorsText(validate.errors).split(", ");

  it("there is a schema for every table, a whole mod file, the manifest and [balance]", () => {
    expect(Object.keys(compiled).sort()).toEqual(
      [...REGISTRY_NAMES.map((n) => `${n}.schema.json`), "rustkeep-mod.schema.json", "manifest.schema.json", "balance.schema.json"].sort(),
    );
  });

  it("every core file and every file of the example mod validates against the whole-mod schema", () => {
    const files = [...tomlFiles(join(REPO, "mods", "core")), ...tomlFiles(join(REPO, "docs", "example-mod"))].filter(
      ([path]) => !path.endsWith("manifest.toml"),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const [path, data] of files) expect(errorsOf(modFile, data), path).toEqual([]);
  });

  it("every entry of core and the example mod validates against its table's schema, manifests against the manifest's", () => {
    const manifest = file("manifest.schema.json");
    const tables = Object.fromEntries(REGISTRY_NAMES.map((n) => [n, file(`${n}.schema.json`)]));
    for (const [path, data] of [...tomlFiles(join(REPO, "mods", "core")), ...tomlFiles(join(REPO, "docs", "example-mod"))]) {
      if (path.endsWith("manifest.toml")) {
        expect(errorsOf(manifest, data), path).toEqual([]);
        continue;
      }
      for (const name of REGISTRY_NAMES)
        for (const entry of (data[name] ?? []) as unknown[]) expect(errorsOf(tables[name]!, entry), `${path} ${name}`).toEqual([]);
    }
  });

  it("a file with extensions and actions with args validates, as a whole and entry by entry", () => {
    const data = parse(EXTENDS_AND_ARGS) as Record<string, unknown[]>;
    expect(errorsOf(modFile, data)).toEqual([]);
    for (const name of ["abilities", "options", "creatures", "floors"] as const) {
      const table = file(`${name}.schema.json`);
      for (const entry of data[name]!) expect(errorsOf(table, entry), name).toEqual([]);
    }
  });

  it("a planted mistake does not validate", () => {
    const mistakes: [string, string][] = [
      ["a misspelt field", `[[items]]\nid = "x"\nname = "X"\nsymbol = { char = "!" }\nbase_prise = 3\n`],
      ["a wrong type", `[[items]]\nid = "x"\nname = "X"\nsymbol = { char = "!" }\nbase_price = "three"\n`],
      ["a missing required field", `[[items]]\nid = "x"\nsymbol = { char = "!" }\n`],
      ["an extension of a field that is not a list", `[[options]]\nextends = "core:warrior"\nabilities = "m:nova"\n`],
      ["an unknown table", `[[itemz]]\nid = "x"\n`],
      ["a misspelt balance field", `[balance]\nhit_maks = 0.9\n`],
      ["args that are not a table", `[[abilities]]\nid = "n"\nname = "N"\nactions = [{ run_script = "m:nova", args = 3 }]\n`],
    ];
    for (const [what, toml] of mistakes) expect(modFile(parse(toml)), what).toBe(false);
  });
});
