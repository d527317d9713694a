import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

/** `check` of a profile holding one mod `m` (the files given) over the real core. */
function check(files: Record<string, string>) {
  const home = tempDir();
  writeFiles(join(home, "mods", "m"), { "manifest.toml": manifest("m", ["core"]), ...files });
  runCli(["check", "--home", home], { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") });
  // The first check adds the mod to load_order.toml (a notice of its own); the second is the modder's.
  return runCli(["check", "--home", home], { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") });
}

describe("check notices what play can never reach, or reaches without end", () => {
  it("an ai rule after one with no condition and an always-usable ability, at the extension's line", () => {
    const r = check({
      "rat.toml": `[[abilities]]\nid = "gnaw"\nname = "Gnaw"\ntarget = "enemy"\nactions = [{ damage = 2 }]\n\n[[creatures]]\nextends = "core:rat"\nabilities = ["m:gnaw"]\nai = [\n  { ability = "m:gnaw" },\n]\n`,
    });
    expect(r.stdout).toContain(
      'notice: m/rat.toml:11: core:rat — ai[2] can never be chosen: ai[1] has no condition and "core:attack" is always usable (put ai[2] above it, or give ai[1] a condition)\n',
    );
    expect(r.stdout).toMatch(/\n0 warning\(s\), 1 notice\(s\)\. Log: /);
    expect(r.code).toBe(0);
  });

  it("no notice when the rule before has a condition, or its ability has a cost, a cooldown or a condition", () => {
    const abilities = ["cost = 2", "cooldown = 3", "condition = [{ health_below = 0.5 }]"]
      .map((f, i) => `[[abilities]]\nid = "a${i}"\nname = "A${i}"\ntarget = "enemy"\n${f}\nactions = [{ damage = 2 }]\n`)
      .join("\n");
    const creature = (id: string, first: string) =>
      `[[creatures]]\nid = "${id}"\nname = "${id}"\nsymbol = { char = "x" }\nabilities = ["m:a0", "m:a1", "m:a2"]\nai = [${first}, { ability = "core:attack" }]\n`;
    const r = check({
      "c.toml": [
        abilities,
        creature("c0", '{ ability = "m:a0" }'),
        creature("c1", '{ ability = "m:a1" }'),
        creature("c2", '{ ability = "m:a2" }'),
        creature("c3", '{ condition = [{ chance = 0.5 }], ability = "core:attack" }'),
      ].join("\n"),
    });
    expect(r.stdout).not.toContain("notice");
    expect(r.code).toBe(0);
  });

  it("a dialog option that gives items with nothing to stop it; not one its own actions close", () => {
    const r = check({
      "npc.toml": `[[npcs]]
extends = "core:merchant"
dialog = [
  { text = "Spare a potion?", actions = [{ give_item = "core:gold", count = 5 }] },
  { text = "Once, for the bounty.", condition = [{ quest_state = { quest = "core:goblin_bounty", state = "completed" } }], actions = [{ give_item = "core:gold" }] },
  { text = "Take this map.", condition = [{ has_item = "core:gold", not = true }], actions = [{ give_item = "core:gold" }] },
  { text = "A job and a coin.", condition = [{ quest_state = { quest = "core:goblin_bounty", state = "not_started" } }], actions = [{ start_quest = "core:goblin_bounty" }, { give_item = "core:gold" }] },
  { text = "For the crown?", condition = [{ has_item = "core:rat_crown" }], actions = [{ take_item = "core:rat_crown" }, { give_item = "core:gold", count = 50 }] },
]
`,
    });
    const notices = r.stdout.split("\n").filter((l) => l.startsWith("notice:"));
    expect(notices).toEqual([
      "notice: m/npc.toml:4: core:merchant — dialog[5]: this option gives items and nothing stops choosing it again (give it a condition its actions make false: a quest it starts, an item it gives with not = true)",
      "notice: m/npc.toml:5: core:merchant — dialog[6]: this option gives items and nothing stops choosing it again (give it a condition its actions make false: a quest it starts, an item it gives with not = true)",
    ]);
    expect(r.code).toBe(0);
  });

  it("core has none", () => {
    const r = runCli(["check", "--home", tempDir()], { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") });
    expect(r.stdout).not.toContain("notice:");
    expect(r.stdout).toMatch(/\n0 warning\(s\)\. Log: /);
  });
});
