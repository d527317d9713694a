import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { RunEndReport } from "../../src/ui/run-summary.js";
import { newRun, renderAt80x24 } from "./app-at.js";
import { fightFloor, STEPS_TO_DEN, tough } from "./fight.js";
import { coreRegistries, expectFits, rowsOf } from "./fixtures.js";
import { press, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

/** A new run (the first race, the second class) worn down by a sturdy rat while it waits (a log longer than the screen's 8 lines), its end reported as `report`. */
async function die(report: RunEndReport): Promise<Rendered> {
  const ui = renderAt80x24(core, fightFloor(core, [{ def: "core:rat", tweak: tough(100) }]), "gameover", { runEnded: () => report });
  await newRun(ui);
  for (let i = 0; i < STEPS_TO_DEN; i++) await press(ui, "l");
  for (let i = 0; i < 80 && !text(ui).includes("Died"); i++) await press(ui, ".");
  return ui;
}

describe("the game-over screen at 80×24", () => {
  it("shows the hero's race and class under where the run ended", async () => {
    const race = core.option_categories.all()[0]!;
    const cls = core.option_categories.all()[1]!;
    const first = core.options.all().filter((o) => o.category === race.id)[0]!;
    const second = core.options.all().filter((o) => o.category === cls.id)[1]!;
    const ui = await die({ notes: ["morgue file: /p/morgue/x.txt"] });
    expect(text(ui)).toMatch(new RegExp(`Wanderer, floor 1, turn \\d+\\n {2}Race: ${first.name} · Class: ${second.name}\\n`));
    expectFits(ui);
  });

  it("with many notes, gives up the oldest messages and keeps the death and the hint line", async () => {
    const long = "a line long enough to wrap onto a second row of the screen at eighty columns wide, surely";
    const ui = await die({
      notes: ["morgue file: /p/morgue/x.txt", `memory.toml: ${long}`, `high scores not saved: ${long}`, "one more note"],
    });
    const frame = text(ui);
    expect(frame).toContain("Died");
    // Fewer than the 8 of a screen with one note, but the newest of them.
    expect(frame.split("Last messages")[1]!.split("morgue file")[0]!.trim().split("\n").length).toBeLessThan(8);
    expect(frame).toMatch(/You die\./);
    expect(frame).toContain("one more note");
    expect(frame).toMatch(/Enter title screen/);
    expectFits(ui);
  });
});
