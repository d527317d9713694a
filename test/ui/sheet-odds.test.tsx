import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import { lookAtCreature, previewOdds, withPoints, yardstick } from "../../src/game/queries/index.js";
import { REPO } from "../helpers/cli.js";
import { manifest } from "../helpers/fixture-mods.js";
import { loadOk, tempDir, writeFiles } from "../helpers/profile.js";
import { drawnFloor } from "../helpers/scenario.js";
import { renderAt80x24 } from "./app-at.js";
import { gameInFight } from "./fight.js";
import { expectFits, rowsOf } from "./fixtures.js";
import { KEYS, press, ready, type Rendered } from "./press.js";

/** The real core, and a mage who starts with the experience of a level-up (after one turn). */
function coreWithLevelUp() {
  const home = tempDir("rk-home-");
  writeFiles(join(home, "mods", "lvl"), {
    "manifest.toml": manifest("lvl", ["core"]),
    "lvl.toml": '[[options]]\nextends = "core:mage"\non_create = [{ give_exp = 20 }]\n',
  });
  return loadOk({ home, builtinMods: join(REPO, "mods") }).registries;
}

const registries = coreWithLevelUp();
/** A bare room on floor 1: no enemy in view, so the yardstick is floor 1's typical creature. */
const ROOM = drawnFloor(["#######", "#@....#", "#######"]);

function mage(): Game {
  const made = createGame(registries, { seed: "odds", name: "Ana", options: ["core:human", "core:mage"] }, { buildFloor: ROOM });
  if (!(made instanceof Game)) throw new Error(made.error);
  return made;
}

describe("what a point buys: the sheet's preview of the hero's odds", () => {
  it("the yardstick: the fight's foe, else floor 1's most common creature (core: the giant rat)", () => {
    const game = mage();
    const typical = yardstick(game.state, registries)!;
    expect(typical.why).toBe("typical of this floor");
    expect(typical.creature.def).toBe("core:rat");
    const fight = gameInFight(registries, [{ def: "core:bat" }]);
    expect(yardstick(fight.state, registries)).toMatchObject({ why: "in the fight", creature: fight.state.enemies[0] });
  });

  it("a point of intelligence raises a spell's expected damage by the look's own numbers; strength the attack's", () => {
    const game = mage();
    const rat = yardstick(game.state, registries)!.creature;
    const spells = previewOdds(game.state, registries, { intelligence: 1 })!;
    const after = lookAtCreature(withPoints(game.state, registries, { intelligence: 1 }), registries, rat).yours;
    const fireball = spells.changes.find((c) => c.id === "core:fireball")!;
    expect(fireball.after.expectedDamage).toBeGreaterThan(fireball.before.expectedDamage);
    expect(fireball.after.expectedDamage).toBe(after.find((a) => a.id === "core:fireball")!.expectedDamage);
    expect(fireball.before.expectedDamage).toBe(
      lookAtCreature(game.state, registries, rat).yours.find((a) => a.id === "core:fireball")!.expectedDamage,
    );
    expect(spells.changes.map((c) => c.id)).not.toContain("core:attack");
    expect(previewOdds(game.state, registries, { strength: 1 })!.changes.map((c) => c.id)).toEqual(["core:attack"]);
  });

  it("in the App at 80×24: after a level-up, a point on intelligence shows the spells' damage change against a giant rat", async () => {
    const ui = renderAt80x24(registries, ROOM, "sheet-odds");
    await ready(ui);
    for (const key of [KEYS.enter, KEYS.enter, KEYS.down, KEYS.down, KEYS.enter, KEYS.enter]) await press(ui, key);
    await press(ui, "."); // a turn ends: level 2
    await press(ui, "c");
    await press(ui, KEYS.down.repeat(3)); // intelligence
    await press(ui, KEYS.right);
    const frame = frameOf(ui);
    expect(frame).toContain("1 placed: intelligence +1");
    expect(frame).toContain("against a giant rat, common here:");
    expect(frame).toMatch(/Fireball damage \d+\.\d → \d+\.\d/);
    expectFits(ui);
    await press(ui, KEYS.left);
    await press(ui, KEYS.up.repeat(3)); // strength
    await press(ui, KEYS.right);
    expect(frameOf(ui)).toMatch(/Attack damage \d+\.\d → \d+\.\d/);
    expect(frameOf(ui)).not.toContain("Fireball damage");
    ui.unmount();
  });
});

const frameOf = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");
