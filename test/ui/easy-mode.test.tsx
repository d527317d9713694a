import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { fightFloor, STEPS_TO_DEN } from "./fight.js";
import { coreRegistries, rowsOf } from "./fixtures.js";
import { renderAt80x24 } from "./app-at.js";
import { KEYS, press, ready, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");
const strongRat = () => fightFloor(core, [{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }]);

/** Title → first race → second class → the name step. */
async function toNameStep(ui: Rendered): Promise<void> {
  await ready(ui);
  for (const key of [KEYS.enter, KEYS.enter, KEYS.down, KEYS.enter]) await press(ui, key);
}

const maxHealth = (ui: Rendered) => Number(/health \d+\/(\d+)/.exec(text(ui))?.[1]);

describe("the easy-mode choice at 80×24", () => {
  it("is off on the name step, Tab turns it on (and off), and the run it starts says so", async () => {
    const ui = renderAt80x24(core, strongRat(), "easy");
    await toNameStep(ui);
    const off = rowsOf(ui.lastFrame());
    expect(off).toContainEqual(expect.stringMatching(/Mode: \[ \] easy {2}off: the balanced game/));
    expect(off).toContainEqual(expect.stringMatching(/Tab easy mode/));
    expect(off.every((r) => [...r].length <= 80)).toBe(true);
    await press(ui, KEYS.tab);
    expect(text(ui)).toMatch(/Mode: \[x\] easy {2}more health, gentler prices/);
    expect(text(ui)).toMatch(/Tab normal mode/);
    await press(ui, KEYS.tab);
    expect(text(ui)).toMatch(/Mode: \[ \] easy/);
    await press(ui, KEYS.tab);
    await press(ui, KEYS.enter);
    expect(text(ui)).toContain("easy mode");
    expect(text(ui)).toContain("Welcome, Wanderer");
  });

  it("gives more health than the same hero in a normal run, and the game-over screen names the mode", async () => {
    const normal = renderAt80x24(core, strongRat(), "easy");
    await toNameStep(normal);
    await press(normal, KEYS.enter);
    expect(text(normal)).not.toContain("easy mode");
    const easy = renderAt80x24(core, strongRat(), "easy");
    await toNameStep(easy);
    await press(easy, KEYS.tab);
    await press(easy, KEYS.enter);
    expect(maxHealth(easy)).toBeGreaterThan(maxHealth(normal));
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(easy, "l");
    for (let i = 0; i < 20 && !text(easy).includes("Died"); i++) await press(easy, ".");
    expect(text(easy)).toContain("Died");
    expect(text(easy)).toMatch(/Wanderer, floor \d+, turn \d+, easy mode/);
  });
});
