import { describe, expect, it } from "vitest";
import { arena } from "../helpers/arena.js";
import { manifest } from "../helpers/fixture-mods.js";

/**
 * Whose state an ability's `condition` sees, as the guide says it (5.5 abilities): self is
 * the user; `of = "target"` is the foe an `enemy` ability is aimed at; a hero's `self` or
 * `all_enemies` ability has no target; an enemy's target is always the hero. And an
 * option's tags are the hero's for `has_tag`.
 */
/** `[id, target, condition]`: each heals its user (self abilities) or hits (enemy abilities) a little. */
const ABILITIES = [
  ["stout_heart", "self", '{ has_tag = "scope:stout" }'],
  ["smite", "enemy", '{ has_tag = "scope:undead", of = "target" }'],
  ["ward", "self", '{ has_tag = "scope:undead", of = "target", not = true }'],
  ["sweep", "all_enemies", '{ has_tag = "scope:undead", of = "target" }'],
  ["sniff", "self", '{ has_tag = "scope:stout", of = "target" }'],
]
  .map(([id, target, condition]) => {
    const name = id!.replace("_", " ").replace(/^./, (c) => c.toUpperCase());
    const action = target === "self" ? "{ heal = 1 }" : target === "enemy" ? "{ damage = 5 }" : "{ damage = 1 }";
    return `[[abilities]]\nid = "${id}"\nname = "${name}"\ntarget = "${target}"\ncondition = [${condition}]\nactions = [${action}]\n`;
  })
  .join("\n");

const SCOPE = {
  "manifest.toml": manifest("scope", ["arena"]),
  "scope.toml": `
[[option_categories]]
id = "blood"
name = "Blood"

[[options]]
id = "stout"
category = "scope:blood"
name = "Stout"
abilities = ["scope:stout_heart", "scope:smite", "scope:ward", "scope:sweep"]
tags = ["scope:stout"]

[[options]]
id = "plain"
category = "scope:blood"
name = "Plain"
abilities = ["scope:stout_heart", "scope:smite", "scope:ward", "scope:sweep"]

${ABILITIES}
[[creatures]]
id = "ghoul"
name = "Ghoul"
symbol = { char = "z" }
attributes = { max_health = 30 }
tags = ["scope:undead"]
ai = [{ ability = "core:attack" }]

[[creatures]]
id = "hound"
name = "Hound"
symbol = { char = "h" }
attributes = { max_health = 30 }
abilities = ["scope:sniff"]
ai = [{ ability = "scope:sniff" }, { ability = "core:attack" }]
`,
};

const fight = (creatures: string[], blood: string) => {
  const a = arena(creatures, { options: ["arena:fighter", `scope:${blood}`], extra: { scope: SCOPE } });
  a.enter();
  return a;
};
const use = (ability: string, target?: number) => ({ kind: "use_ability" as const, ability, ...(target === undefined ? {} : { target }) });

describe("an ability's condition: self is the user, of = target the foe it is aimed at", () => {
  it("an option's tags count for has_tag: a Stout hero may use Stout heart, a Plain one may not", () => {
    const stout = fight(["arena:dummy"], "stout");
    expect(stout.game.execute(use("scope:stout_heart"), stout.registries).kind).toBe("turn_passed");
    const plain = fight(["arena:dummy"], "plain");
    expect(plain.game.execute(use("scope:stout_heart"), plain.registries)).toMatchObject({
      kind: "rejected",
      reason: "Stout heart cannot be used now.",
    });
  });

  it("of = target in an enemy ability is the aimed-at foe: Smite works on the ghoul (1), not on the dummy (0)", () => {
    const a = fight(["arena:dummy", "scope:ghoul"], "plain");
    expect(a.game.execute(use("scope:smite", 0), a.registries)).toMatchObject({ kind: "rejected", reason: "Smite cannot be used now." });
    expect(a.game.execute(use("scope:smite", 1), a.registries).kind).toBe("turn_passed");
    expect(a.state.enemies[1]!.health).toBe(25);
  });

  it("a hero's self or all_enemies ability has no target: of = target never holds there (and with not = true always does)", () => {
    const a = fight(["scope:ghoul"], "plain");
    expect(a.game.execute(use("scope:sweep"), a.registries)).toMatchObject({ kind: "rejected", reason: "Sweep cannot be used now." });
    expect(a.game.execute(use("scope:ward"), a.registries).kind).toBe("turn_passed");
  });

  it("an enemy's target is always the hero, whatever the ability aims at: the hound sniffs a Stout hero only", () => {
    expect(fight(["scope:hound"], "stout").state.enemies[0]!.intent?.ability).toBe("scope:sniff");
    expect(fight(["scope:hound"], "plain").state.enemies[0]!.intent?.ability).toBe("core:attack");
  });
});
