import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { createGame, type FloorBuilder, type Game } from "../../src/game/index.js";
import { messageStanding } from "../../src/game/queries/index.js";
import { foldRepeats, foldTail } from "../../src/ui/message-lines.js";
import { morgueText } from "../../src/ui/morgue-text.js";
import { summarize } from "../../src/ui/run-summary.js";
import { log as logScreen, type LogScreen } from "../../src/ui/screens/log.js";
import { LogView } from "../../src/ui/screens/LogView.js";
import { drawnFloor } from "../helpers/scenario.js";
import { fightFloor, STEPS_TO_DEN } from "./fight.js";
import { coreRegistries, rowsOf } from "./fixtures.js";
import { renderAt80x24, newRun } from "./app-at.js";
import { KEYS, press, type Rendered } from "./press.js";

const ROOM = ["#########", "#.......#", "#...@...#", "#.......#", "#########"];
const FULL = "Rest: you are already at full health.";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const renderApp = (floors: FloorBuilder) => renderAt80x24(core, floors, "messages");

/** A Human Warrior's game on `floor`. */
function warrior(seed: string, floor: FloorBuilder): Game {
  const made = createGame(core, { seed, name: "Ana", options: ["core:human", "core:warrior"] }, { buildFloor: floor });
  if ("error" in made) throw new Error(made.error);
  return made;
}

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

describe("folded repeats", () => {
  it("fold consecutive identical lines only, keeping where each run ends", () => {
    expect(foldRepeats(["a", "a", "b", "a"])).toEqual([
      { text: "a", count: 2, last: 1 },
      { text: "b", count: 1, last: 2 },
      { text: "a", count: 1, last: 3 },
    ]);
    expect(foldTail(["x", "a", "a", "b", "b", "b"], 2)).toEqual([
      { text: "a", count: 2, last: 2 },
      { text: "b", count: 3, last: 5 },
    ]);
  });

  it("show on the map as one line with a count, and once on the message screen", async () => {
    const ui = renderApp(drawnFloor(ROOM));
    await newRun(ui);
    for (let i = 0; i < 3; i++) await press(ui, ".");
    const map = rowsOf(ui.lastFrame());
    expect(map.filter((r) => r.includes(FULL))).toEqual([`${FULL} ×3`]);
    await press(ui, "m");
    const log = rowsOf(ui.lastFrame());
    expect(log.filter((r) => r.includes(FULL)).map((r) => r.trim())).toEqual([`${FULL} ×3`]);
    expect(log.every((r) => [...r].length <= 80)).toBe(true);
  });
});

describe("important lines", () => {
  it("a blow that leaves the hero at a quarter of max health or less is danger; one to a foe or to a healthy hero is not", () => {
    const made = warrior(
      "fight",
      fightFloor(core, [{ def: "core:rat", tweak: (c) => ((c.base.strength = 4), (c.health = c.base.max_health = 500)) }]),
    );
    for (let i = 0; i < STEPS_TO_DEN; i++) made.execute({ kind: "move", dir: "e" }, core);
    while (!made.state.over) made.execute({ kind: "rest" }, core);
    const standing = messageStanding(made.state, core);
    const blows = made.state.log.filter((l) => / hits you for /.test(l));
    const max = made.attribute(made.state.player, "max_health", core);
    const after = (l: string) => Number(/→ (-?\d+)\)/.exec(l)![1]);
    expect(blows.some((l) => after(l) > max / 4)).toBe(true);
    for (const l of blows) expect(standing(l)).toBe(after(l) <= max / 4 ? "danger" : undefined);
    expect(standing("Giant rat's health falls (3 → 0).")).toBeUndefined();
    expect(standing("You wait a turn.")).toBeUndefined();
  });

  it("the game's own level-up lines are marked as a level gained", () => {
    const made = warrior("log", drawnFloor(ROOM));
    made.state.exp = 10_000;
    const { messages } = made.execute({ kind: "rest" }, core);
    const levels = messages.filter((l) => l.startsWith("Level up!"));
    expect(levels.length).toBeGreaterThan(0);
    const standing = messageStanding(made.state, core);
    for (const l of levels) expect(standing(l)).toBe("level");
    expect(messages.filter((l) => standing(l) === "level")).toEqual(levels);
  });

  it("on the game-over screen and in the morgue file carry their glyph, and repeats fold there too", () => {
    const made = warrior("fight", fightFloor(core, [{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }]));
    made.execute({ kind: "rest" }, core);
    made.execute({ kind: "rest" }, core);
    for (let i = 0; i < STEPS_TO_DEN; i++) made.execute({ kind: "move", dir: "e" }, core);
    while (!made.state.over) made.execute({ kind: "rest" }, core);
    const morgue = morgueText(summarize(made.state, core), made.state, core, { date: "2026-12-01", version: "test", mods: [] });
    expect(morgue).toContain(`  ${FULL} ×2\n`);
    expect(morgue).toMatch(/\n {2}! .* hits you for .*You die\.\n/);
    expect(made.state.log.filter((l) => l === FULL)).toHaveLength(2);
  });
});

describe("the message screen", () => {
  it("opens from the game-over screen (its hint says how) and goes back to it", async () => {
    const ui = renderApp(fightFloor(core, [{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }]));
    await newRun(ui);
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(ui, "l");
    for (let i = 0; i < 10 && !text(ui).includes("Died"); i++) await press(ui, ".");
    expect(text(ui)).toContain("Died");
    expect(text(ui)).toMatch(/\bm (all )?messages\b/);
    expect(text(ui)).toMatch(/! .*You die\./);
    await press(ui, "m");
    expect(text(ui)).toContain("Message log");
    expect(text(ui)).toMatch(/! .*You die\./);
    await press(ui, KEYS.escape);
    expect(text(ui)).toContain("Died");
  });

  it("jumps to the oldest lines with Home and back to the newest with End, at 80×24", () => {
    const made = warrior("log", drawnFloor(ROOM));
    made.state.log.push(...Array.from({ length: 40 }, (_, i) => `line ${i + 1}`));
    const ctx = { registries: core, game: made, size: { columns: 80, rows: 24 } };
    const view = (screen: LogScreen) =>
      rowsOf(render(<LogView screen={screen} game={made} registries={core} width={80} height={23} />).lastFrame());
    const home = logScreen.handle({ kind: "log", back: 0 }, "home", ctx);
    if (home.type !== "replace") throw new Error("Home did not scroll");
    const top = view(home.screen as LogScreen);
    // The oldest 20 rows, and the last row of the box counts the rest.
    expect(top[0]).toMatch(/Message log {2}rows 1–20 of \d+ \(scrolled back\)/);
    expect(top).toContainEqual(expect.stringMatching(/^ ↓ \d+ more$/));
    expect(top).not.toContainEqual(expect.stringContaining("line 40"));
    expect(top.at(-1)).toMatch(/^ Up \w+ .*Down \w+ .*Home \w+ .*End \w+ .*Esc close/);
    const end = logScreen.handle(home.screen as LogScreen, "end", ctx);
    if (end.type !== "replace") throw new Error("End did not scroll");
    expect(view(end.screen as LogScreen)).toContainEqual(expect.stringContaining("line 40"));
  });
});
