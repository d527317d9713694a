import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import { lookAtCreature } from "../../src/game/queries/index.js";
import { renderAt80x24 } from "./app-at.js";
import { coreRegistries, rowsOf, turnOf, expectFits } from "./fixtures.js";
import { fightFloor, gameInFight, STEPS_TO_DEN, tough, type Foe } from "./fight.js";
import { KEYS, press, ready, type, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/** A poisoned, sturdy giant rat in the den. */
const RAT: Foe = {
  def: "core:rat",
  tweak: (c) => {
    tough(40)(c);
    c.modifiers.push({ id: "core:poisoned", remaining: 3 });
  },
};

/** The fight floor, with a pile holding a shield a step east of the start. */
function withPile(foes: readonly Foe[]): FloorBuilder {
  const base = fightFloor(core, foes);
  return (...args) => {
    const floor = base(...args)!;
    floor.piles.push({ pos: [2, 1], items: [{ uid: 900, def: "core:iron_shield", affixes: [], count: 1 }] });
    return floor;
  };
}

/** The App at 80×24 with a Human Mage named Ana on the fight floor (in the corridor). */
async function start(foes: readonly Foe[]) {
  const ui = renderAt80x24(core, withPile(foes), "ui-test");
  await ready(ui);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.down);
  await press(ui, KEYS.down);
  await press(ui, KEYS.enter);
  await type(ui, "Ana");
  await press(ui, KEYS.enter);
  return ui;
}

const frameOf = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

describe("look (x) at 80×24", () => {
  it("on the map: starts on the hero, tells a pile only as a pile, keeps the dark dark, costs no turn", async () => {
    const ui = await start([RAT]);
    const turn = turnOf(ui.lastFrame());
    await press(ui, "x");
    expect(frameOf(ui)).toContain("You stand here.");
    await press(ui, "l");
    expect(frameOf(ui)).toContain("A pile lies here: what it holds shows when you pick it up.");
    expect(frameOf(ui)).not.toMatch(/shield/i);
    expectFits(ui);
    // Into the den the hero has not seen: nothing of the rat shows.
    await press(ui, "L");
    await press(ui, "L");
    expect(frameOf(ui)).toContain("Unexplored");
    expect(frameOf(ui)).not.toContain("Giant rat");
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).not.toContain("Unexplored");
    expect(turnOf(ui.lastFrame())).toBe(turn);
    ui.unmount();
  });

  it("in the fight: x looks at the selected foe, with health, effect, intent and the game's odds both ways", async () => {
    const ui = await start([RAT]);
    await press(ui, "l".repeat(STEPS_TO_DEN));
    expect(frameOf(ui)).toContain("Abilities");
    const turn = turnOf(ui.lastFrame());
    await press(ui, "x");
    const frame = frameOf(ui).replace(/\n/g, " ");
    // The same fight, built without the App, gives the numbers the look must show.
    const game = gameInFight(core, [RAT]);
    const look = lookAtCreature(game.state, core, game.state.enemies[0]!);
    const attack = look.yours.find((a) => a.id === "core:attack")!;
    expect(frame).toContain(`Giant rat  health 40/40`);
    const poison = look.effects.find((e) => e.id === "core:poisoned")!;
    expect(frame).toContain(`Effect: Poisoned, ${poison.remaining} turns left — Venom in the blood`);
    // What the rat announced came from the App's dice; its odds do not depend on them.
    const announced = /Intent: next turn it uses (.+?) on you\./.exec(frame)?.[1];
    const bite = look.its.find((a) => a.name === announced)!;
    expect(bite, frame).toBeDefined();
    expect(frame).toContain(
      `${attack.name} ${Math.round(attack.hit * 100)}% to hit it, ${attack.expectedDamage.toFixed(1)} damage expected`,
    );
    expect(frame).toMatch(
      new RegExp(
        `It: ${bite.name} ${Math.round(bite.hit * 100)}% to hit you, ${bite.expectedDamage.toFixed(1)} damage expected \\(announced\\)`,
      ),
    );
    expectFits(ui);
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).toContain("Abilities");
    expect(turnOf(ui.lastFrame())).toBe(turn);
    ui.unmount();
  });
});
