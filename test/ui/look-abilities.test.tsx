import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { lookAtCreature } from "../../src/game/queries/index.js";
import { creatureLines } from "../../src/ui/look-lines.js";
import { abilityMenu } from "../../src/ui/screens/combat.js";
import { renderAt80x24 } from "./app-at.js";
import { fightFloor, gameInFight, STEPS_TO_DEN, tough, type Foe } from "./fight.js";
import { coreRegistries, expectFits, rowsOf } from "./fixtures.js";
import { KEYS, press, ready, type } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/** A giant rat, sturdy enough to look at: not undead, so a cleric's Turn undead cannot touch it. */
const RAT: Foe = { def: "core:rat", tweak: tough(40) };
const CLERIC = ["core:human", "core:cleric"];

describe("look and the fight menu list the same abilities with the same blocked reasons", () => {
  it("every ability the menu aims at a foe, in the menu's order, blocked for the same reason (Turn undead on a rat)", () => {
    const game = gameInFight(core, [RAT], CLERIC);
    const rat = game.state.enemies[0]!;
    const menu = abilityMenu(game, core, rat).filter((a) => a.def.target === "enemy" || a.def.target === "all_enemies");
    const look = lookAtCreature(game.state, core, rat);
    expect(look.yours.map((a) => a.id)).toEqual(menu.map((a) => a.id));
    const turn = menu.find((a) => a.def.name === "Turn undead");
    expect(turn?.blocked).toBe("cannot be used now");
    const lines = creatureLines(look).map((l) => l.map((s) => s.text).join(""));
    const you = lines.find((l) => l.startsWith("You: "))!;
    for (const a of menu) {
      if (a.blocked) expect(you).toContain(`${a.def.name} — ${a.blocked}`);
      else expect(you).toMatch(new RegExp(`${a.def.name} \\d+% to hit it, [\\d.]+ damage expected`));
    }
    expect(you).not.toMatch(/Turn undead \d+% to hit/);
  });

  it("in the App at 80×24: x in the fight shows Turn undead as the menu shows it, with no odds", async () => {
    const ui = renderAt80x24(core, fightFloor(core, [RAT]), "look-abilities");
    await ready(ui);
    for (const key of [KEYS.enter, KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter]) await press(ui, key);
    await type(ui, "Ana");
    await press(ui, KEYS.enter);
    await press(ui, "l".repeat(STEPS_TO_DEN));
    const menu = rowsOf(ui.lastFrame()).join("\n");
    expect(menu).toMatch(/Turn undead.*— cannot be used now/);
    await press(ui, "x");
    const frame = rowsOf(ui.lastFrame()).join(" ");
    expect(frame).toContain("Turn undead — cannot be used now");
    expect(frame).not.toMatch(/Turn undead \d+% to hit/);
    expectFits(ui);
    ui.unmount();
  });
});
