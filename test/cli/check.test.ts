import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { BIN, runCli } from "../helpers/cli.js";
import { makeProfile, manifest, TINY_CORE, writeFiles } from "../helpers/profile.js";

function check(profile: { home: string; builtinMods: string }) {
  return runCli(["check", "--home", profile.home], { RUSTKEEP_BUILTIN_MODS: profile.builtinMods });
}

describe("rustkeep check (as a process)", () => {
  it("exits 0 on a clean profile and prints the summary", () => {
    const r = check(makeProfile({ core: TINY_CORE }));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Mods in load order:\n  core 1.0.0");
    expect(r.stdout).toMatch(/Entries \(3 from 2 files in \d+ ms\):\n  slots 1, items 1, abilities 1/);
    expect(r.stdout).toMatch(/0 warning\(s\)\. Log: .*logs\/load-.*\.log/);
  });

  it("exits 1 on a broken mod and names every mistake with file and field line", () => {
    const p = makeProfile({
      core: TINY_CORE,
      frost: {
        "manifest.toml": manifest("frost", ["core"], "0.3.0"),
        "weapons.toml": `[[items]]
id = "ice_axe"
name = "Ice axe"
symbol = { char = "/", colour = "cyan" }
slot = "core:two_hand"

[[items]]
id = "icicle"
name = "Icicle"
symbol = { char = "!" }
base_price = -3
`,
        "broken.toml": `[[slots]]\nid = = "x"\n`,
      },
    });
    const r = check(p);
    expect(r.code).toBe(1);
    const warnings = r.stdout.split("\n").filter((l) => l.startsWith("frost/"));
    expect(warnings).toEqual([
      'frost/broken.toml:2:6: broken.toml — TOML syntax error at "id = = \\"x\\"": one "=" is enough: write id = "x"; file skipped',
      'frost/weapons.toml:4: frost:ice_axe — symbol.colour: unknown key (did you mean "color"?); ignored',
      "frost/weapons.toml:11: frost:icicle — base_price: must be at least 0; entry not loaded",
      'frost/weapons.toml:5: frost:ice_axe — slot: unknown slot "core:two_hand" (did you mean "core:main_hand"?); entry not loaded',
    ]);
    expect(r.stdout).toContain("frost 0.3.0 [profile]");
    expect(r.stdout).toContain("4 warning(s).");
  });

  it("exits 2 on each hard error, with the message and the fix on stderr", () => {
    const missing = check(makeProfile({ core: TINY_CORE, frost: { "manifest.toml": manifest("frost", ["ice"]) } }));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('error: mod "frost" depends on "ice", which is not installed');
    expect(missing.stderr).toContain('fix: install "ice"');

    const later = makeProfile({
      core: TINY_CORE,
      frost: { "manifest.toml": manifest("frost", ["ice"]) },
      ice: { "manifest.toml": manifest("ice") },
    });
    writeFileSync(join(later.home, "load_order.toml"), 'order = ["core", "frost", "ice"]\n');
    const order = check(later);
    expect(order.code).toBe(2);
    expect(order.stderr).toContain('error: mod "frost" depends on "ice", but "ice" loads later');
    expect(order.stderr).toContain('fix: move "ice" before "frost"');

    const nocore = check(makeProfile({ frost: { "manifest.toml": manifest("frost") } }));
    expect(nocore.code).toBe(2);
    expect(nocore.stderr).toContain('error: mod "core" not found');
    expect(nocore.stderr).toContain("fix: reinstall rustkeep");
  });

  it("a clean mod added after the first run is a notice, not a warning: its first check exits 0", () => {
    const p = makeProfile({ core: TINY_CORE });
    expect(check(p).code).toBe(0);
    writeFiles(join(p.home, "mods", "frost"), {
      "manifest.toml": manifest("frost", ["core"]),
      "slots.toml": `[[slots]]\nid = "cloak"\nname = "Cloak"\n`,
    });
    const first = check(p);
    expect(first.stdout).toContain(
      `notice: load_order.toml:1: frost — new mod found in ${join(p.home, "mods", "frost")}; appended (enabled)`,
    );
    expect(first.stdout).toMatch(/\n0 warning\(s\), 1 notice\(s\)\. Log: /);
    expect(first.code).toBe(0);
    const again = check(p);
    expect(again.stdout).not.toContain("notice:");
    expect(again.code).toBe(0);
  });

  it("a listed mod whose folder is gone is still a warning (exit 1)", () => {
    const p = makeProfile({ core: TINY_CORE });
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "frost"]\n');
    const r = check(p);
    expect(r.stdout).toContain("load_order.toml:1: frost — no mod folder with this id; dropped from the list");
    expect(r.code).toBe(1);
  });

  it("checks the shipped core with zero warnings", () => {
    const home = makeProfile({}).home;
    const r = runCli(["check", "--home", home]);
    expect(r.stdout).toContain("0 warning(s).");
    expect(r.code).toBe(0);
  });

  it("a closed pipe (check | head -1) ends quietly", () => {
    // Far more output than a pipe buffers, so the writer really meets the closed pipe.
    const slots = Array.from({ length: 3000 }, (_, i) => `[[slots]]\nid = "s${i}"\nname = "S"\nnmae = 1\n`).join("\n");
    const home = makeProfile({ core: TINY_CORE, frost: { "manifest.toml": manifest("frost", ["core"]), "x.toml": slots } }).home;
    const r = spawnSync("sh", ["-c", `"${process.execPath}" "${BIN}" check --home "${home}" | head -1`], {
      encoding: "utf8",
      env: { ...process.env, RUSTKEEP_HOME: undefined },
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout.split("\n")).toHaveLength(2);
  });

  it("creates a missing profile folder instead of failing", () => {
    const home = join(makeProfile({}).home, "not", "yet");
    expect(runCli(["check", "--home", home]).code).toBe(0);
  });

  it("refuses to play without a terminal (exit 2), and answers --help and --version", () => {
    const home = makeProfile({}).home;
    const play = runCli(["--home", home]);
    expect(play.code).toBe(2);
    expect(play.stderr).toContain("needs an interactive terminal");
    expect(runCli(["--help"]).stdout).toContain("rustkeep check");
    expect(runCli(["--version"]).stdout).toMatch(/^rustkeep \d+\.\d+\.\d+\n$/);
  });

  it("groups a cascade under its root cause and still counts every lost entry", () => {
    const p = makeProfile({
      core: TINY_CORE,
      tide: {
        "manifest.toml": manifest("tide", ["core"]),
        "modifiers.toml": `[[modifiers]]\nid = "soaked"\nname = "Soaked"\nduration = 3\nmodifiers = [{ attribute = "wet", flat = 1 }]\n`,
        "items.toml": `[[items]]\nid = "cloak"\nname = "Cloak"\nsymbol = { char = "[" }\nactions = [{ add_modifier = "tide:soaked" }]\n`,
        "loot.toml": `[[loot_tables]]\nid = "drops"\nentries = [{ item = "tide:cloak", weight = 1 }]\n`,
      },
    });
    const r = check(p);
    expect(r.code).toBe(1);
    const start = r.stdout.indexOf("1 mistake");
    expect(r.stdout.slice(start, r.stdout.indexOf("\n\n", start)).split("\n")).toEqual([
      "1 mistake at tide/modifiers.toml:5 cost 3 entries:",
      expect.stringMatching(
        /^ {2}tide\/modifiers\.toml:5: tide:soaked — modifiers\[0\]\.attribute: "wet" is not an attribute \(one of: strength, .*, armor\); entry not loaded$/,
      ),
      '    tide/items.toml:5: tide:cloak — actions[0].add_modifier: modifier "tide:soaked" was not loaded (see tide/modifiers.toml:5); entry not loaded',
      '    tide/loot.toml:3: tide:drops — entries[0].item: item "tide:cloak" was not loaded (see tide/items.toml:5); entry not loaded',
    ]);
    expect(r.stdout).toMatch(/\n3 warning\(s\)\. Log: /);
  });
});
