import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { makeProfile, manifest, tempDir, TINY_CORE, writeFiles } from "../helpers/profile.js";

const ORDER = `# my careful order\norder = ["core", "frost"]\ndisabled = []\n`;

/** A profile whose one mod is broken, with the player's own load order. */
function troubledProfile() {
  const p = makeProfile(
    {
      frost: {
        "manifest.toml": manifest("frost", ["core"]),
        "bad.toml": `[[items]]\nid = "x"\nname = 3\n`,
        "hero.toml": `[[options]]\nid = "yeti"\ncategory = "core:kind"\nname = "Yeti"\n`,
      },
    },
    { core: { ...TINY_CORE, "hero.toml": oneKindOfHero("core", "human", "Human") } },
  );
  writeFileSync(join(p.home, "load_order.toml"), ORDER);
  return p;
}

describe("safe mode: --no-mods (as a process)", () => {
  it("check --no-mods loads core alone, says so, and leaves load_order.toml as it was", () => {
    const p = troubledProfile();
    const plain = runCli(["check", "--home", p.home], { RUSTKEEP_BUILTIN_MODS: p.builtinMods });
    expect(plain.code).toBe(1);
    writeFileSync(join(p.home, "load_order.toml"), ORDER);
    const safe = runCli(["check", "--no-mods", "--home", p.home], { RUSTKEEP_BUILTIN_MODS: p.builtinMods });
    expect(safe.code).toBe(0);
    expect(safe.stdout.split("\n")[0]).toBe("safe mode: core only (the profile's mods and load order are ignored)");
    expect(safe.stdout).toContain("Mods in load order:\n  core 1.0.0\nEntries");
    expect(readFileSync(join(p.home, "load_order.toml"), "utf8")).toBe(ORDER);
  });

  it("run --no-mods plays the shipped core without the profile's mods: their options are unknown", () => {
    const home = tempDir();
    writeFiles(join(home, "mods", "frost"), {
      "manifest.toml": manifest("frost", ["core"]),
      "yeti.toml": `[[options]]\nid = "yeti"\ncategory = "core:race"\nname = "Yeti"\ndescription = "Big."\n`,
    });
    writeFileSync(join(home, "load_order.toml"), ORDER);
    const script = join(tempDir(), "s.txt");
    writeFileSync(script, "create frost:yeti core:warrior\n");
    const modded = runCli(["run", "--script", script, "--home", home]);
    expect(modded.stderr).toBe("");
    expect(modded.stdout).toContain("Welcome, Wanderer the Yeti Warrior.");
    writeFileSync(join(home, "load_order.toml"), ORDER);
    const safe = runCli(["run", "--no-mods", "--script", script, "--home", home]);
    expect(safe.code).toBe(2);
    expect(safe.stderr).toMatch(/^safe mode: core only \(the profile's mods and load order are ignored\)\n.*s\.txt:1: .*frost:yeti/);
    expect(readFileSync(join(home, "load_order.toml"), "utf8")).toBe(ORDER);
  });

  it("play takes --no-mods and --wizard; --floor in play needs --wizard", () => {
    const r = runCli(["--floor", "3", "--home", tempDir()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("rustkeep: --floor needs --wizard in play (a run that skips floors is a wizard run)\n");
    // Without a terminal play stops at the terminal check: the flags themselves were accepted.
    const ok = runCli(["--no-mods", "--wizard", "--floor", "3", "--home", tempDir()]);
    expect(ok.stderr).toContain("needs an interactive terminal");
  });
});
