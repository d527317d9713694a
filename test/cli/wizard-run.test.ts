import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

/** A modder's mod on top of the shipped core: a floor 6 with a boss that changes when hurt. */
const DEEP = {
  "manifest.toml": manifest("deep", ["core"]),
  "deep.toml": `[[abilities]]
id = "tidal_wave"
name = "Tidal wave"
actions = [{ damage = 3, type = "cold" }]

[[creatures]]
id = "leviathan"
name = "The Leviathan"
symbol = { char = "L", color = "blue" }
attributes = { max_health = 200, evasion = 0 }
abilities = ["deep:tidal_wave"]
ai = [
  { condition = [{ health_below = 0.5 }], ability = "deep:tidal_wave" },
  { ability = "core:attack" },
]
tags = ["core:boss"]

[[floors]]
id = "floor_6"
number = 6
size = [60, 30]
rooms = 4
required = ["core:entrance", "core:stairs"]
prefabs = [{ tag = "core:normal", weight = 1 }]
creatures = [{ id = "core:plague_rat", weight = 1 }]
`,
};

function profileWithDeep(): string {
  const home = tempDir("rk-wizard-");
  writeFiles(join(home, "mods", "deep"), DEEP);
  return home;
}

function script(text: string): string {
  const path = join(tempDir(), "script.txt");
  writeFileSync(path, text);
  return path;
}

// The hero is made sure of every blow (no miss, no crit) and of surviving: the fight goes the same way every time.
const TO_PHASE_TWO = `create core:human core:warrior
set accuracy 100
set crit_chance 0
set max_health 1000
set strength 30
spawn deep:leviathan
use attack
use attack
use attack
`;

describe("rustkeep run --wizard (as a process)", () => {
  it("reaches a mod's floor-6 boss's second phase without a test mod", () => {
    const home = profileWithDeep();
    const r = runCli(["run", "--wizard", "--floor", "6", "--script", script(TO_PHASE_TWO), "--json", "--home", home]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.state.floor.number).toBe(6);
    expect(doc.state.wizard).toBe(true);
    const [boss] = doc.state.enemies;
    expect(boss.def).toBe("deep:leviathan");
    expect(boss.health).toBeLessThan(100);
    expect(boss.health).toBeGreaterThan(0);
    // Phase two: below half health the boss announces its tidal wave instead of an attack.
    expect(boss.intent.ability).toBe("deep:tidal_wave");
    const spawned = doc.outcomes.find((o: { command: string }) => o.command === "spawn deep:leviathan");
    expect(spawned.messages).toEqual(["The Leviathan appears.", "The Leviathan blocks your way!"]);
  });

  it("wizard lines pass no time: the turn count moves only with the fight's blows", () => {
    const r = runCli(["run", "--wizard", "--floor", "6", "--script", script(TO_PHASE_TWO), "--json", "--home", profileWithDeep()]);
    const turns = JSON.parse(r.stdout).outcomes.map((o: { turn: number }) => o.turn);
    expect(turns).toEqual([0, 0, 0, 0, 0, 0, 1, 2, 3]);
  });

  it("without --wizard a wizard line is refused at its line, exit 2, like any bad line", () => {
    for (const line of ["give core:gold 10", "spawn core:brood_mother", "set strength 40"]) {
      const path = script(`create core:human core:warrior\n${line}\n`);
      const r = runCli(["run", "--script", path, "--home", tempDir()]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`${path}:2: ${line.split(" ")[0]} needs --wizard\n`);
    }
  });

  it("give hands over items; set fills a raised max health", () => {
    const r = runCli([
      "run",
      "--wizard",
      "--script",
      script("create core:human core:warrior\ngive gold 500\ngive core:healing_potion 3\nset max_health 80\n"),
      "--json",
      "--home",
      tempDir(),
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.outcomes[1].messages).toEqual(["You receive 500 gold."]);
    expect(doc.outcomes[2].messages).toEqual(["You receive 3 healing potions."]);
    expect(doc.state.player.base.max_health).toBe(80);
    // Full (test/game/wizard.test.ts checks it against the counted maximum): at least the base set.
    expect(doc.state.player.health).toBeGreaterThanOrEqual(80);
  });

  it("--floor starts a run on that floor; one the mods lack is one line, exit 2", () => {
    const ok = runCli(["run", "--floor", "4", "--script", script("create core:human core:warrior\n"), "--home", tempDir()]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("You stand on floor 4.");
    const bad = runCli(["run", "--floor", "6", "--script", script("create core:human core:warrior\n"), "--home", tempDir()]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("--floor 6: no such floor (the loaded mods have floors 1, 2, 3, 4, 5)\n");
  });

  it("a wizard run's save says so, and a run loaded with --wizard becomes one", () => {
    const home = tempDir();
    const saved = runCli(["run", "--wizard", "--script", script("create core:human core:warrior\nsave\n"), "--home", home]);
    expect(saved.code).toBe(0);
    expect(readFileSync(join(home, "saves", "save.toml"), "utf8")).toMatch(/^wizard = true$/m);
    const plain = tempDir();
    runCli(["run", "--script", script("create core:human core:warrior\nsave\n"), "--home", plain]);
    expect(readFileSync(join(plain, "saves", "save.toml"), "utf8")).not.toContain("wizard");
    const loaded = runCli([
      "run",
      "--wizard",
      "--load",
      join(plain, "saves", "save.toml"),
      "--script",
      script("give gold 5\n"),
      "--json",
      "--home",
      plain,
    ]);
    expect(loaded.code).toBe(0);
    expect(JSON.parse(loaded.stdout).state.wizard).toBe(true);
  });
});
