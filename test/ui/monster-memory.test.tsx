/**
 * Monster memory: what run 1 killed and saw a kind do shows in the look at that kind during
 * run 2, through the profile's memory.toml (the real writer at run end, the real reader at launch).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readMemory } from "../../src/profile/memory-file.js";
import { runEndedIn } from "../../src/cli/run-ended.js";
import type { Registries } from "../../src/content/registries.js";
import { tempDir } from "../helpers/profile.js";
import { newRun, renderAt80x24 } from "./app-at.js";
import { fightFloor, STEPS_TO_DEN, tough, type Foe } from "./fight.js";
import { coreRegistries, expectFits, rowsOf } from "./fixtures.js";
import { KEYS, press, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const CLOCK = () => new Date(2026, 11, 1, 10, 0, 0);
const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");
/** A rat that falls to one blow, and one that kills in one. */
const WEAK: Foe = { def: "core:rat", tweak: tough(1) };
const DEADLY: Foe = { def: "core:rat", tweak: (c) => ((c.base.strength = 500), tough(100)(c)) };

describe("monster memory", () => {
  it("run 1's kills and sightings of a kind show in the look during run 2, read back from memory.toml", async () => {
    const home = tempDir("rk-memory-");
    const first = renderAt80x24(core, fightFloor(core, [WEAK, DEADLY]), "memory", { runEnded: runEndedIn(home, CLOCK, core) });
    await newRun(first);
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(first, "l");
    // The first ability on the fight menu is the attack, on the nearest rat (the weak one).
    for (let i = 0; i < 20 && !text(first).includes("Died"); i++) await press(first, KEYS.enter);
    expect(text(first)).toContain("Died");
    first.unmount();
    const file = readFileSync(join(home, "memory.toml"), "utf8");
    expect(file).toMatch(/\[kinds\."core:rat"\]\nkilled = 1\nseen = \[ "core:\w+"/);

    // Run 2, a new launch: the memory comes from the file.
    const remembered = readMemory(home);
    expect(remembered.problem).toBeUndefined();
    const seen = remembered.memory["core:rat"]!.seen.map((id) => core.abilities.get(id).name).join(", ");
    const second = renderAt80x24(core, fightFloor(core, [{ def: "core:rat", tweak: tough(40) }]), "memory-2", {
      memory: remembered.memory,
    });
    await newRun(second);
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(second, "l");
    await press(second, "x");
    expect(text(second)).toContain("Giant rat");
    expect(text(second)).toContain(`Memory: killed 1 · seen: ${seen}`);
    expectFits(second);
  });

  it("counts this run's own kills and sightings at once, before the run ends", async () => {
    const ui = renderAt80x24(core, fightFloor(core, [WEAK, { def: "core:rat", tweak: tough(60) }]), "memory-live");
    await newRun(ui);
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(ui, "l");
    await press(ui, "x");
    // Never met: the look says nothing of a memory.
    expect(text(ui)).not.toContain("Memory:");
    await press(ui, KEYS.escape);
    for (let i = 0; i < 6 && !/Memory: killed 1 · seen: \w/.test(text(ui)); i++) {
      await press(ui, KEYS.enter);
      await press(ui, "x");
      if (!/Memory: killed 1/.test(text(ui))) await press(ui, KEYS.escape);
    }
    expect(text(ui)).toMatch(/Memory: killed 1 · seen: \w+/);
  });
});
