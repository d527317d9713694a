import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REGISTRY_NAMES } from "../../src/content/schemas/index.js";
import { runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

describe("rustkeep schema", () => {
  it("writes a JSON Schema for every registry table and one for a whole mod file", () => {
    const out = tempDir();
    const r = runCli(["schema", "--out", out]);
    expect(r.code).toBe(0);
    const files = readdirSync(out);
    for (const name of REGISTRY_NAMES) expect(files).toContain(`${name}.schema.json`);
    const mod = JSON.parse(readFileSync(join(out, "rustkeep-mod.schema.json"), "utf8"));
    expect(Object.keys(mod.properties)).toEqual([...REGISTRY_NAMES, "balance"]);
    // An entry is either a whole one or an extension (only list fields, `extends` required).
    const [item, extension] = mod.properties.items.items.anyOf;
    expect(item.additionalProperties).toBe(false);
    expect(item.required).toEqual(["name", "symbol"]);
    expect(item.properties.symbol.properties.color.enum).toContain("bright_red");
    expect(item.properties.slot.pattern).toBeDefined();
    expect(extension.required).toEqual(["extends"]);
    expect(extension.additionalProperties).toBe(false);
    expect(extension.properties.tags.type).toBe("array");
  });
});
