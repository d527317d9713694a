import { describe, expect, it } from "vitest";
import { abilityOdds, announcedThreats, itemOdds } from "../../src/game/queries/index.js";
import { lookAtCreature } from "../../src/game/queries/examine.js";
import { fightCommand } from "../../src/sim/fight.js";
import { POLICIES } from "../../src/sim/policies.js";
import { ARENA } from "../helpers/arena-mod.js";
import { arenaIn } from "../helpers/arena.js";
import { manifest, oneKindOfHero, TINY_CORE } from "../helpers/fixture-mods.js";
import { loadScripted } from "../helpers/script-mod.js";

/**
 * A class whose only strong blow is a script: Frost lance deals `args.base` cold damage plus a
 * roll of 0–4 (mean 2), the great lance 30 and the roll; Ice lance deals 7 as plain TOML, for comparison. Every blow
 * lands, none crits, the salamander resists no cold.
 */
const MAGE = {
  "manifest.toml": manifest("mg", ["core", "arena"]),
  "mg.toml": `${oneKindOfHero("mg", "mage", "Mage", 'abilities = ["mg:frost_lance", "mg:great_lance"]\n')}

[[scripts]]
id = "lance"
file = "lance.js"

[[scripts]]
id = "broken"
file = "broken.js"

[[abilities]]
id = "frost_lance"
name = "Frost lance"
target = "enemy"
actions = [{ run_script = "mg:lance", args = { base = 5 } }]

[[abilities]]
id = "great_lance"
name = "Great lance"
target = "enemy"
actions = [{ run_script = "mg:lance", args = { base = 30 } }]

[[abilities]]
id = "ice_lance"
name = "Ice lance"
target = "enemy"
actions = [{ damage = 7, type = "cold" }]

[[abilities]]
id = "bad_lance"
name = "Bad lance"
target = "enemy"
actions = [{ run_script = "mg:broken" }]

[[items]]
id = "frost_vial"
name = "Frost vial"
symbol = { char = "!" }
actions = [{ run_script = "mg:lance", args = { base = 1 }, to = "target" }]

[balance]
hit_min = 1
hit_max = 1
crit_chance_base = 0
`,
  "lance.js": `act({ damage: args.base + Math.floor(rand() * 5), type: "cold", to: "target" });\n`,
  "broken.js": `throw new Error("no lance today");\n`,
};

async function mageFight() {
  const load = await loadScripted({ core: TINY_CORE, arena: ARENA, mg: MAGE });
  expect(load.lines).toEqual([]);
  const ground = arenaIn(load.registries, ["arena:salamander"], {
    seed: "mg",
    options: ["arena:fighter", "mg:mage"],
    scripts: load.scripts,
  });
  ground.enter();
  expect(ground.state.enemies).toHaveLength(1);
  return { ...ground, registries: load.registries, scripts: load.scripts };
}

describe("a scripted ability's odds are estimated like any other's", () => {
  it("its expected damage is the script's mean, found by running it on copies", async () => {
    const { state, registries, scripts } = await mageFight();
    const foe = state.enemies[0]!;
    const scripted = abilityOdds(state, registries, state.player, "mg:frost_lance", foe, scripts);
    const plain = abilityOdds(state, registries, state.player, "mg:ice_lance", foe, scripts);
    expect(plain.expectedDamage).toBe(7);
    expect(scripted.hit).toBe(1);
    // 5 + a roll of 0–4: the mean of 16 draws lies within the rolls' range, near 7.
    expect(scripted.expectedDamage).toBeGreaterThanOrEqual(5.5);
    expect(scripted.expectedDamage).toBeLessThanOrEqual(8.5);
    expect(scripted.worstDamage).toBeGreaterThan(scripted.expectedDamage);
    expect(scripted.worstDamage).toBeLessThanOrEqual(9);
    // The same state asks the same question the same way: no noise between redraws.
    expect(abilityOdds(state, registries, state.player, "mg:frost_lance", foe, scripts)).toEqual(scripted);
  });

  it("an item whose actions are a script is estimated too", async () => {
    const { state, registries, scripts } = await mageFight();
    state.player.inventory.push({ uid: 900, def: "mg:frost_vial", affixes: [], count: 1 });
    const odds = itemOdds(state, registries, 900, state.enemies[0]!, scripts);
    expect(odds?.expectedDamage).toBeGreaterThanOrEqual(1);
    expect(odds?.expectedDamage).toBeLessThanOrEqual(5);
  });

  it("after any query the game state, its random stream included, is byte for byte the same, and nothing was logged", async () => {
    const { state, registries, scripts } = await mageFight();
    const foe = state.enemies[0]!;
    state.player.inventory.push({ uid: 900, def: "mg:frost_vial", affixes: [], count: 1 });
    const before = JSON.stringify(state);
    const log = state.log.length;
    for (const id of ["mg:frost_lance", "mg:bad_lance", "mg:ice_lance", "core:attack"])
      abilityOdds(state, registries, state.player, id, foe, scripts);
    itemOdds(state, registries, 900, foe, scripts);
    announcedThreats(state, registries, {}, scripts);
    lookAtCreature(state, registries, foe, scripts);
    for (const policy of POLICIES) fightCommand(state, registries, policy, scripts);
    expect(JSON.stringify(state)).toBe(before);
    expect(state.log).toHaveLength(log);
  });

  it("a script that fails is estimated at nothing, quietly", async () => {
    const { state, registries, scripts } = await mageFight();
    expect(abilityOdds(state, registries, state.player, "mg:bad_lance", state.enemies[0]!, scripts).expectedDamage).toBe(0);
  });

  it("the simulator's bot uses the scripted blow", async () => {
    const { state, registries, scripts } = await mageFight();
    const bot = POLICIES.find((p) => p.usesAbilities)!;
    // The fighter's best plain blow is Big hit (20); the great lance deals 30 and more.
    expect(fightCommand(state, registries, bot, scripts)).toEqual({ kind: "use_ability", ability: "mg:great_lance", target: 0 });
  });
});
