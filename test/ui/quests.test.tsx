import { describe, expect, it } from "vitest";
import { createGame } from "../../src/game/index.js";
import { questRows, quests, type QuestsScreen } from "../../src/ui/screens/quests.js";
import type { Room } from "../../src/game/state.js";
import { spawnCreature } from "../../src/gen/populate.js";
import { ARENA } from "../helpers/arena-mod.js";
import { TINY_CORE } from "../helpers/fixture-mods.js";
import { loadOk, makeProfile } from "../helpers/profile.js";
import { QUEST_MOD } from "../helpers/quest-mod.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";
import { renderAt80x24 } from "./app-at.js";
import { rowsOf, expectFits } from "./fixtures.js";
import { KEYS, press, ready, type Rendered } from "./press.js";
import { frameOf } from "./trade.js";

/** The App at 80×24 on the arena floor: a moth, two rats, a moth, a rat east of the door. */
function renderHunt() {
  const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA, q: QUEST_MOD }));
  const buildFloor = (loaded: typeof registries, number: number, seed: string) => {
    const room: Room = drawnRoom("arena:pit", 4, 0, 6, 3);
    room.enemies = ["q:moth", "q:rat", "q:rat", "q:moth", "q:rat"].map((id, i) =>
      spawnCreature(registries.creatures.get(id), `e${i + 1}`, [6 + i, 1]),
    );
    return drawnFloor(["##########", "#@..+....#", "##########"], [room])(loaded, number, seed);
  };
  const ui = renderAt80x24(registries, buildFloor, "quests-ui");
  return ui;
}

/** New run → the second kind (the hunter, who starts "Rat catcher") → default name → the map. */
async function createHunter(ui: Rendered): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.down);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
}

describe("the quest log screen", () => {
  it("Q opens it: an active quest with its name, counter and description; Esc closes it", async () => {
    const ui = renderHunt();
    await createHunter(ui);
    await press(ui, "Q");
    const frame = frameOf(ui);
    expect(frame).toContain("Quests  1 active, 0 completed");
    expect(frame).toContain("  Rat catcher 0/2");
    expect(frame).toContain("    Kill two rats.");
    expect(frame).not.toContain("Completed");
    expectFits(ui);
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).not.toContain("Quests  1 active");
  });

  it("shows progress as it is made, and a completed quest marked done under the chain's next one", async () => {
    const ui = renderHunt();
    await createHunter(ui);
    for (let i = 0; i < 4; i++) await press(ui, "l"); // into the room: the fight
    await press(ui, "a"); // the first moth
    await press(ui, "a"); // a rat
    expect(frameOf(ui)).toContain("Quest: Rat catcher 1/2.");
    await press(ui, "Q");
    expect(frameOf(ui)).toContain("  Rat catcher 1/2");
    await press(ui, "Q"); // Q closes it again
    await press(ui, "a"); // the second rat: done, and "Moth hunt" begins
    expect(frameOf(ui)).toContain("◆ Quest done: Rat catcher 2/2.");
    await press(ui, "Q");
    const rows = rowsOf(ui.lastFrame()).map((r) => r.trimEnd());
    expect(rows).toContain(" Quests  1 active, 1 completed");
    const active = rows.indexOf(" Active");
    const done = rows.indexOf(" Completed");
    expect(active).toBeGreaterThan(0);
    expect(rows[active + 1]).toBe("   Moth hunt 0/1");
    expect(rows[active + 2]).toBe("     Kill a moth.");
    expect(done).toBeGreaterThan(active);
    expect(rows[done + 1]).toBe("   [done] Rat catcher 2/2");
    // The hint line names every key that scrolls it, as the message log's does.
    expect(rows.at(-1)).toMatch(/^ Up up .*Down down .*PgUp .*PgDn .*Home top .*End bottom .*Esc close$/);
    expectFits(ui);
  });

  it("says so when no quest has been started, and q on it still asks to quit", async () => {
    const ui = renderHunt();
    await ready(ui);
    await press(ui, KEYS.enter);
    await press(ui, KEYS.down);
    await press(ui, KEYS.down); // the idler starts no quest
    await press(ui, KEYS.enter);
    await press(ui, KEYS.enter);
    await press(ui, "Q");
    expect(frameOf(ui)).toContain("No quests yet.");
    await press(ui, "q");
    expect(frameOf(ui)).toContain("Quit?");
  });
});

describe("scrolling the quest log", () => {
  it("moves a row with Down, stops at the last full page, and jumps with Home and End", () => {
    const { registries } = loadOk(makeProfile({ core: TINY_CORE, arena: ARENA, q: QUEST_MOD }));
    const game = createGame(
      registries,
      { seed: "scroll", name: "Ana", options: ["q:hunter"] },
      { buildFloor: drawnFloor(["###", "#@#", "###"]) },
    );
    if ("error" in game) throw new Error(game.error);
    // 5 rows of terminal: a 4-row frame, 2 of them for the quest rows ("Active", the quest, its description).
    const ctx = { registries, game, size: { columns: 20, rows: 5 } };
    const top = (screen: QuestsScreen, input: Parameters<typeof quests.handle>[1]) => {
      const out = quests.handle(screen, input, ctx);
      return out.type === "replace" ? (out.screen as QuestsScreen).top : "unchanged";
    };
    expect(top({ kind: "quests", top: 0 }, "south")).toBe(1);
    expect(top({ kind: "quests", top: 1 }, "south")).toBe("unchanged");
    expect(top({ kind: "quests", top: 1 }, "home")).toBe(0);
    expect(top({ kind: "quests", top: 0 }, "end")).toBe(1);
    expect(top({ kind: "quests", top: 0 }, "north")).toBe("unchanged");
  });
});

describe("a quest's description", () => {
  it("wraps as a paragraph: every row under the quest's line starts at the same column, and no word is lost", () => {
    const description = "Old Pell wants the keep's giant rats thinned out. Kill five of them, and she has a second job for you.";
    const entry = {
      id: "q:rats",
      name: "Rat catcher",
      description,
      state: "active",
      progress: 0,
      count: 5,
      line: "Rat catcher 0/5",
    } as const;
    const rows = questRows([entry], 40)
      .slice(2)
      .map((r) => r.text);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row).toMatch(/^ {4}\S/);
    expect(rows.map((r) => r.trim()).join(" ")).toBe(description);
  });
});
