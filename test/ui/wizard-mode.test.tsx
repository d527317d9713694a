import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { runEndedIn } from "../../src/cli/run-ended.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { fightFloor, STEPS_TO_DEN } from "./fight.js";
import { coreRegistries, rowsOf } from "./fixtures.js";
import { newRun, renderAt80x24 } from "./app-at.js";
import { press, ready, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});
const homes: string[] = [];
afterEach(() => {
  while (homes.length) rmSync(homes.pop()!, { recursive: true, force: true });
});

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");
const strongRat = () => fightFloor(core, [{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }]);

describe("wizard mode and safe mode in play at 80×24", () => {
  it("the title says safe mode and wizard mode; a new wizard run starts on the floor asked, WIZARD on its status line", async () => {
    const load = { warnings: 0, logPath: "logs/x.log", safeMode: true, wizard: { floor: 3 } };
    const ui = renderAt80x24(core, buildFloor, "wiz", { load, newRun: { wizard: true, floor: 3 } });
    await ready(ui);
    expect(text(ui)).toContain("safe mode: core only");
    expect(text(ui)).toContain("WIZARD: new runs are wizard runs and start on floor 3");
    await newRun(ui);
    const rows = rowsOf(ui.lastFrame());
    expect(rows).toContainEqual(expect.stringMatching(/floor 3 {2}turn 0/));
    expect(rows).toContainEqual(expect.stringMatching(/ {2}WIZARD/));
    expect(rows.every((r) => [...r].length <= 80)).toBe(true);
  });

  it("a plain run shows neither", async () => {
    const ui = renderAt80x24(core, buildFloor, "plain");
    await newRun(ui);
    expect(text(ui)).not.toContain("WIZARD");
    expect(text(ui)).not.toContain("safe mode");
  });

  /** A run killed by the strong rat, its end told to a profile of its own; the screen's text and the profile. */
  async function die(newRunAs: { wizard?: boolean }) {
    const home = mkdtempSync(join(tmpdir(), "rk-wiz-"));
    homes.push(home);
    const ui = renderAt80x24(core, strongRat(), "wiz", {
      newRun: newRunAs,
      runEnded: runEndedIn(home, () => new Date(2026, 11, 1, 10, 0, 0), core),
    });
    await newRun(ui);
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(ui, "l");
    for (let i = 0; i < 20 && !text(ui).includes("Died"); i++) await press(ui, ".");
    const [morgue] = readdirSync(join(home, "morgue"));
    return { screen: text(ui), morgue: readFileSync(join(home, "morgue", morgue!), "utf8"), files: readdirSync(home) };
  }

  it("a wizard run's death is in the morgue as a wizard run, and not on the best runs list (a plain one is)", async () => {
    const wizard = await die({ wizard: true });
    expect(wizard.screen).toMatch(/Wanderer, floor \d+, turn \d+, wizard mode/);
    expect(wizard.screen).toContain("a wizard run: not on the best runs list");
    expect(wizard.morgue).toMatch(/^Wanderer, floor \d+, turn \d+, wizard mode$/m);
    expect(wizard.files).not.toContain("scores.toml");
    const plain = await die({});
    expect(plain.morgue).not.toContain("wizard");
    expect(plain.files).toContain("scores.toml");
  });
});
