import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import { drawnFloor } from "../helpers/scenario.js";
import { coreRegistries, expectFits, rowsOf, turnOf } from "./fixtures.js";
import { newRun, renderAt80x24 } from "./app-at.js";
import { frameWhere, press, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

// A walled room; the hero starts at (3, 2).
const ROOM = ["#########", "#.......#", "#..@....#", "#.......#", "#########"];

/** The room with gold and a healing potion lying at (6, 2). */
function roomWithLoot(): FloorBuilder {
  return (registries, number, seed) => {
    const floor = drawnFloor(ROOM)(registries, number, seed)!;
    floor.piles.push({
      pos: [6, 2],
      items: [
        { uid: 9000, def: "core:gold", affixes: [], count: 12 },
        { uid: 9001, def: "core:healing_potion", affixes: [], count: 1 },
      ],
    });
    return floor;
  };
}

/** The room, with Brannock east of the hero and Mother Hesk north of it (so beside Brannock's tile too) when `npcs`. */
function room(npcs = false): FloorBuilder {
  return (registries, number, seed) => {
    const floor = drawnFloor(ROOM)(registries, number, seed)!;
    if (npcs) floor.rooms[0]!.npcs.push({ id: "core:merchant", pos: [4, 2] }, { id: "core:herbwife", pos: [3, 1] });
    return floor;
  };
}

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");
/** The names of the pack's rows, as listed (cursor and mark columns cut off). */
const packRows = (ui: Rendered) => {
  const rows = rowsOf(ui.lastFrame());
  const at = rows.findIndex((r) => /^ *Pack \d+\/\d+/.test(r));
  return rows.slice(at + 1).map((r) => r.slice(0, 40));
};

describe("the inventory's marks and junk at 80×24", () => {
  it("Space marks items, d drops the marked ones as one command and one turn, and the screen stays open", async () => {
    const ui = renderAt80x24(core, room(), "marks");
    await newRun(ui);
    await press(ui, "i");
    const before = packRows(ui);
    await press(ui, " ");
    await press(ui, " ");
    // Both marked ("+" beside the cursor's column), the cursor moved on to the third.
    const marked = rowsOf(ui.lastFrame()).filter((r) => /^ *[ >]\+\S/.test(r));
    expect(marked).toHaveLength(2);
    expect(text(ui)).toMatch(/d drop 2 marked/);
    expectFits(ui, 80, 24);
    await press(ui, "d");
    expect(text(ui)).toMatch(/You drop .+ and .+\./);
    expect(text(ui)).toContain("Inventory");
    expect(turnOf(ui.lastFrame())).toBe(1);
    // No mark is left, and the pack lost two rows.
    expect(rowsOf(ui.lastFrame()).filter((r) => /^ *[ >]\+\S/.test(r))).toHaveLength(0);
    expect(packRows(ui).filter((r) => r.trim()).length).toBeLessThan(before.filter((r) => r.trim()).length);
  });

  it("w marks the kind as junk, shown in the list, at no turn; pressed again it comes off", async () => {
    const ui = renderAt80x24(core, room(), "junk");
    await newRun(ui);
    await press(ui, "i");
    await press(ui, "w");
    expect(text(ui)).toMatch(/^ *> .+ \(junk\)/m);
    expect(text(ui)).toContain("is junk now: exploring passes it by, autopickup leaves it.");
    expect(turnOf(ui.lastFrame())).toBe(0);
    expectFits(ui, 80, 24);
    await press(ui, "w");
    expect(text(ui)).not.toContain("(junk)");
    expect(text(ui)).toContain("is no longer junk.");
  });
});

describe("autopickup in the UI", () => {
  it("o walks to the pile, picks up its gold and potion as one more turn, and walks on", async () => {
    const ui = renderAt80x24(core, roomWithLoot(), "auto");
    await newRun(ui);
    await press(ui, "o");
    expect(await frameWhere(ui, (f) => f.includes("stopped: fully explored"))).toBe(true);
    expect(text(ui)).toMatch(/You pick up Gold ×12 and a healing potion\./);
    // Three steps east and the pickup.
    expect(turnOf(ui.lastFrame())).toBe(4);
  });
});

describe("talking to the right one", () => {
  it("with two beside the hero and none on its tile, t asks whom; a number answers", async () => {
    const ui = renderAt80x24(core, room(true), "talk");
    await newRun(ui);
    expect(text(ui)).toContain("t talk: 2 beside you");
    await press(ui, "t");
    expect(text(ui)).toContain("Talk to whom?");
    // North first, clockwise: as `talk N` numbers them.
    expect(text(ui)).toMatch(/> 1 Mother Hesk, the herbwife +north/);
    expect(text(ui)).toMatch(/2 Brannock the Peddler +east/);
    expect(turnOf(ui.lastFrame())).toBe(0);
    expectFits(ui, 80, 24);
    await press(ui, "2");
    expect(text(ui)).toContain("Brannock");
    expect(text(ui)).not.toContain("Talk to whom?");
    expect(text(ui)).not.toContain("Mother Hesk");
  });

  it("on an NPC's tile, t talks to that one though another stands beside", async () => {
    const ui = renderAt80x24(core, room(true), "talk-here");
    await newRun(ui);
    await press(ui, "l"); // onto Brannock's tile, Mother Hesk beside it (northwest)
    await press(ui, "t");
    expect(text(ui)).not.toContain("Talk to whom?");
    expect(text(ui)).toContain("Brannock");
    expect(text(ui)).not.toContain("Mother Hesk");
  });
});
