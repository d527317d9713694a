import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { drawnFloor } from "../helpers/scenario.js";
import { fightFloor, STEPS_TO_DEN, tough } from "./fight.js";
import { coreRegistries, rowsOf, turnOf } from "./fixtures.js";
import { newRun, renderAt80x24 } from "./app-at.js";
import { frameWhere, KEYS, press, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const WALL = "A wall blocks the way.";
// The hero starts by the north wall: `k` is refused.
const ROOM = ["#########", "#...@...#", "#.......#", "#########"];
const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

async function afterAWall(): Promise<Rendered & { unmount(): void }> {
  const ui = renderAt80x24(core, drawnFloor(ROOM), "idle");
  await newRun(ui);
  await press(ui, "k");
  expect(text(ui)).toContain(WALL);
  return ui;
}

describe("every key that does nothing says why, in place of the last line", () => {
  it("R with nothing to mend says so and the old refusal goes", async () => {
    const ui = await afterAWall();
    await press(ui, "R");
    expect(await frameWhere(ui, (f) => f.includes("stopped: fully rested"))).toBe(true);
    expect(text(ui)).not.toContain(WALL);
    expect(turnOf(ui.lastFrame())).toBe(0);
    ui.unmount();
  });

  it("o with nothing left to explore says so and the old refusal goes", async () => {
    const ui = await afterAWall();
    await press(ui, "o");
    expect(await frameWhere(ui, (f) => f.includes("stopped: fully explored"), 3000)).toBe(true);
    expect(text(ui)).not.toContain(WALL);
    ui.unmount();
  });

  it("a key with no use on the map names itself and what it is for", async () => {
    const ui = await afterAWall();
    await press(ui, "a");
    expect(text(ui)).toContain("a does nothing here (attack the target)");
    expect(text(ui)).not.toContain(WALL);
    await press(ui, "z");
    expect(text(ui)).toContain("z is no key here (? lists them)");
    ui.unmount();
  });

  it("in the inventory, Enter or d on an empty slot says nothing is worn there", async () => {
    const ui = await afterAWall();
    await press(ui, "i");
    // Tab to the slots (the main hand), one down: the empty off hand.
    await press(ui, KEYS.tab);
    await press(ui, KEYS.down);
    expect(text(ui)).toMatch(/> Off hand {3}—/);
    await press(ui, KEYS.enter);
    expect(text(ui)).toContain("nothing worn here");
    expect(text(ui)).not.toContain(WALL);
    expect(turnOf(ui.lastFrame())).toBe(0);
    ui.unmount();
  });

  it("in a fight, Tab with one foe says there is no other", async () => {
    const ui = renderAt80x24(core, fightFloor(core, [{ def: "core:rat", tweak: tough(200) }]), "idle");
    await newRun(ui);
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(ui, "l");
    expect(await frameWhere(ui, (f) => f.includes("Fight"))).toBe(true);
    await press(ui, KEYS.tab);
    expect(text(ui)).toContain("no other foe to target");
    ui.unmount();
  });
});
