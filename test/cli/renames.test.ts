import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

/** The fixture written for core 0.1.0, and frost 1.1.0, which renamed its own ice_axe (of 1.0.0) to frost_axe. */
function profile(): string {
  const home = tempDir("rk-renames-");
  cpSync(join(REPO, "test", "fixtures", "for-core-0.1.0"), join(home, "mods", "old"), { recursive: true });
  writeFiles(join(home, "mods", "frost"), {
    "manifest.toml": manifest("frost", ["core"], "1.1.0"),
    "items.toml": `[[items]]\nid = "frost_axe"\nrenamed_from = [{ id = "ice_axe", version = "1.1.0" }]\nname = "Frost axe"\nsymbol = { char = "/", color = "cyan" }\nslot = "core:main_hand"\nbase_price = 10\nmodifiers = [{ attribute = "strength", flat = 2 }]\n`,
  });
  return home;
}

describe("old ids against today's mods, as a process", () => {
  it("check exits 0: the renamed ids are notices, not warnings", () => {
    const home = profile();
    const { code, stdout } = runCli(["check", "--home", home]);
    expect(code).toBe(0);
    expect(stdout.match(/^notice: old\/.* \(renamed in core 0\.2\.0\)/gm)).toHaveLength(4);
    expect(stdout).toMatch(/\b0 warning\(s\), \d+ notice\(s\)/);
  });

  it("a run script plays on the mod written for 0.1.0, typing old ids", () => {
    const home = profile();
    const script = join(home, "script.txt");
    writeFileSync(
      script,
      ["create human warrior", "give ice_axe", "equip frost:ice_axe", "rest", "save", "load", "rest"].join("\n") + "\n",
    );
    const { code, stdout, stderr } = runCli(["run", "--home", home, "--seed", "7", "--wizard", "--script", script]);
    expect(stderr.split("\n").filter((l) => l.includes("notice:"))).toEqual([
      `${script}:2: notice: frost:ice_axe is now frost:frost_axe (renamed in frost 1.1.0); read as frost:frost_axe`,
      `${script}:3: notice: frost:ice_axe is now frost:frost_axe (renamed in frost 1.1.0); read as frost:frost_axe`,
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/give ice_axe → .*frost axe/);
    expect(stdout).toMatch(/equip frost:ice_axe → .*frost axe/);
    expect(stdout).toMatch(/^load → Loaded turn/m);
  });

  it("an old loot table typed on the command line draws its successor", () => {
    const { code, stdout, stderr } = runCli(["loot", "--home", profile(), "core:gear", "--rolls", "50"]);
    expect(code).toBe(0);
    expect(stderr).toContain("notice: core:gear is now core:gear_1 (renamed in core 0.2.0); read as core:gear_1");
    expect(stdout).toMatch(/^core:gear_1: 50 draws/m);
  });
});
