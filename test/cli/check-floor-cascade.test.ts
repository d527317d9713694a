import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

/** A floor 6 with a boss room and a merchant room; one typo in the boss (an ability that does not exist) costs them both. */
const DEEP = `[[creatures]]
id = "lich"
name = "The Lich"
symbol = { char = "L" }
abilities = ["core:bitee"]
ai = [{ ability = "core:attack" }]

[[quests]]
id = "end_the_lich"
name = "End the lich"
description = "Kill the lich."
on = "creature_died"
condition = [{ creature = "m:lich" }]
rewards = [{ give_exp = 50 }]

[[npcs]]
id = "trader"
name = "Trader"
symbol = { char = "t" }
dialog = [{ text = "Work?", actions = [{ start_quest = "m:end_the_lich" }] }]

[[prefabs]]
id = "crypt"
tags = ["m:boss_6"]
creatures = ["m:lich"]
layout = '''
#######
#..e..#
+.....#
#######
'''

[[prefabs]]
id = "stall"
tags = ["m:merchant_6"]
npcs = ["m:trader"]
layout = '''
#####
#.n.#
+...#
#####
'''

[[floors]]
id = "floor_6"
number = 6
size = [60, 30]
rooms = 6
required = ["core:entrance", "m:boss_6", "m:merchant_6"]
prefabs = [{ tag = "core:normal", weight = 1 }]
creatures = [{ id = "core:rat", weight = 1 }]
`;

describe("a cascade that guts a floor is said as such", () => {
  it("the floor's lost rooms are grouped under the typo that cost them, with what the floor lost", () => {
    const home = tempDir();
    writeFiles(join(home, "mods", "m"), { "manifest.toml": manifest("m", ["core"]), "deep.toml": DEEP });
    const env = { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") };
    runCli(["check", "--home", home], env);
    const r = runCli(["check", "--home", home], env);
    expect(r.code).toBe(1);
    const lines = r.stdout.split("\n");
    const head = lines.findIndex((l) => l.startsWith("1 mistake at m/deep.toml:5 cost 5 entries"));
    expect(head, r.stdout).toBeGreaterThanOrEqual(0);
    const group = lines.slice(head + 1).filter((_, i, all) => all.slice(0, i + 1).every((l) => l.startsWith("  ")));
    expect(group[0]).toMatch(/^  m\/deep\.toml:5: m:lich — abilities\[0\]: unknown ability "core:bitee"/);
    // Both of the floor's lost rooms are in the group, saying what the floor lost.
    expect(group).toContain(
      '    m/deep.toml:49: m:floor_6 — required: floor 6 has no prefab left for its required tag "m:boss_6" (m:crypt was not loaded); the floor is made without that room, so without m:lich',
    );
    expect(group).toContain(
      '    m/deep.toml:49: m:floor_6 — required: floor 6 has no prefab left for its required tag "m:merchant_6" (m:stall was not loaded); the floor is made without that room, so without m:trader',
    );
    // Not also as loose lines elsewhere.
    expect(r.stdout.split("no loaded prefab has the tag").length).toBe(1);
    expect(r.stdout.match(/m:floor_6 —/g)).toHaveLength(2);
  });
});
