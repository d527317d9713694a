import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REGISTRY_NAMES, type RegistryName } from "../../src/content/schemas/index.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";

/**
 * Every core version that was released keeps its id list (`test/core-ids/VERSION.txt`): an id
 * of any of them that core no longer has must be renamed (`renamed_from`) or removed
 * (`[removed]`) in today's core, so no mod written for it breaks silently. The list of the
 * version core says it is must be today's ids exactly: adding or dropping one moves the
 * version (write the new list with UPDATE_CORE_IDS=1).
 */
const DIR = join(REPO, "test", "core-ids");
const core = () => loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });

function readList(file: string): [RegistryName, string][] {
  return readFileSync(join(DIR, file), "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split(" ") as [RegistryName, string]);
}

const coreVersion = () => /version = "([^"]+)"/.exec(readFileSync(join(REPO, "mods", "core", "manifest.toml"), "utf8"))![1]!;

describe("core's released ids", () => {
  const { registries } = core();
  const history = registries.history!;

  it.each(readdirSync(DIR).filter((f) => f.endsWith(".txt")))("every id of %s is still there, renamed or removed", (file) => {
    const silent = readList(file).filter(([registry, id]) => {
      if (registries[registry].has(id)) return false;
      const renamed = history.rename(registry, id);
      if (renamed && registries[registry].has(renamed.to)) return false;
      return history.removal(registry, id) === undefined;
    });
    expect(silent, "gone without a renamed_from or a [removed] record in core").toEqual([]);
  });

  it("the version core says it is lists exactly today's ids", () => {
    const today = REGISTRY_NAMES.flatMap((n) =>
      registries[n]
        .ids()
        .filter((id) => id.startsWith("core:"))
        .map((id) => `${n} ${id}`),
    ).sort();
    const file = `${coreVersion()}.txt`;
    if (process.env["UPDATE_CORE_IDS"]) {
      writeFileSync(
        join(DIR, file),
        [`# Every registry id core ${coreVersion()} had, one "registry id" a line. Never edit a released list.`, ...today, ""].join("\n"),
      );
    }
    const listed = readList(file).map(([r, id]) => `${r} ${id}`);
    expect(
      listed,
      `core's ids changed and its version did not: bump mods/core/manifest.toml, add to CHANGELOG.md, then UPDATE_CORE_IDS=1`,
    ).toEqual(today);
  });

  it("0.1.0's four split tables are read as the successor that keeps their meaning", () => {
    const to = (id: string) => history.rename("loot_tables", id);
    expect(
      [to("core:weapon_affixes"), to("core:armor_affixes"), to("core:gear"), to("core:merchant_stock")].map(
        (r) => r && `${r.to} ${r.mod} ${r.version}`,
      ),
    ).toEqual([
      "core:weapon_affixes_common core 0.2.0",
      "core:armor_affixes_common core 0.2.0",
      "core:gear_1 core 0.2.0",
      "core:stock_floor_1 core 0.2.0",
    ]);
  });
});
