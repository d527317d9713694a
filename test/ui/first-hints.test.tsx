import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import { readOptionsFile, writeOptionsFile } from "../../src/profile/options-file.js";
import { THEME_NAMES } from "../../src/ui/theme-palettes.js";
import type { Registries } from "../../src/content/registries.js";
import { attribute, createGame, Game, type FloorBuilder } from "../../src/game/index.js";
import { FIRST_HINTS } from "../../src/ui/first-hints.js";
import type { HighScores } from "../../src/profile/high-scores.js";
import { App, BINDINGS, type Binding } from "../../src/ui/index.js";
import { mergeKeysFile } from "../../src/ui/keys-file.js";
import { BindingsContext } from "../../src/ui/hooks/use-bindings.js";
import { DEFAULT_OPTIONS } from "../../src/profile/options-file.js";
import { tempDir } from "../helpers/profile.js";
import { drawnFloor } from "../helpers/scenario.js";
import { at80x24 } from "./app-at.js";
import { fightFloor, STEPS_TO_DEN, tough } from "./fight.js";
import { coreRegistries, rowsOf } from "./fixtures.js";
import { frameWhere, KEYS, press, ready, type Rendered } from "./press.js";

const ROOM = ["###########", "#.........#", "#...@....>#", "#.........#", "###########"];
const FINISHED: HighScores = {
  runs: [{ name: "Ada", outcome: "died", cause: "a rat", floor: 1, turn: 9, level: 1, gold: 0, kills: 0, seed: "1", date: "2026-12-01" }],
};

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});
/** The App on a profile folder: options read from its options.toml and saved there, at 80×24, with the key map `bindings`. */
function launch(home: string, floor: FloorBuilder = drawnFloor(ROOM), scores?: HighScores, bindings: readonly Binding[] = BINDINGS) {
  return at80x24(
    render(
      <BindingsContext.Provider value={bindings}>
        <App
          registries={core}
          load={{ warnings: 0, logPath: "logs/load-test.log" }}
          seed="hints"
          buildFloor={floor}
          env={{ noColor: true }}
          options={readOptionsFile(home, THEME_NAMES).options}
          saveOptions={(o) => writeOptionsFile(home, o, THEME_NAMES)}
          {...(scores ? { scores } : {})}
        />
      </BindingsContext.Provider>,
    ),
  );
}

async function newRun(ui: Rendered): Promise<void> {
  await ready(ui);
  for (const key of [KEYS.enter, KEYS.enter, KEYS.enter, KEYS.enter]) await press(ui, key);
  expect(await frameWhere(ui, (f) => f.includes("health"))).toBe(true);
}

const lastRow = (frame: string | undefined) =>
  rowsOf(frame)
    .filter((r) => r.trim())
    .at(-1) ?? "";

describe("first-run hints", () => {
  it("show the next useful key on a new profile's first floor, in the hint line, without costing a map row at 80×24", async () => {
    const ui = launch(tempDir());
    await newRun(ui);
    const row = lastRow(ui.lastFrame());
    expect(row).toMatch(/^hint: o explores the floor {2}.*\? help {2}m log {2}q quit$/);
    expect([...row].length).toBeLessThanOrEqual(80);
    const off = launch(tempDir(), drawnFloor(ROOM), FINISHED);
    await newRun(off);
    expect(rowsOf(off.lastFrame()).length).toBe(rowsOf(ui.lastFrame()).length);
    expect(lastRow(off.lastFrame())).not.toContain("hint:");
  });

  it("a hint is gone once its key is used, the next one shows, and it stays gone after a relaunch", async () => {
    const home = tempDir();
    const ui = launch(home);
    await newRun(ui);
    await press(ui, "o");
    expect(await frameWhere(ui, (f) => lastRow(f).startsWith("hint: > walks to the stairs"))).toBe(true);
    expect(readFileSync(join(home, "options.toml"), "utf8")).toMatch(/^hints_seen = \["explore"\]$/m);
    ui.unmount();
    const again = launch(home);
    await newRun(again);
    expect(lastRow(again.lastFrame())).toMatch(/^hint: > walks to the stairs/);
    await press(again, ">");
    expect(await frameWhere(again, (f) => !lastRow(f).includes("hint:"))).toBe(true);
  });

  it("teaches the stairs key only once the stairs are found, so its first use is a walk and not a refusal", async () => {
    const home = tempDir();
    const ui = launch(home, drawnFloor(ROOM.map((row) => row.replace(">", "."))));
    await newRun(ui);
    await press(ui, "o");
    expect(
      await frameWhere(
        ui,
        (f) => readFileSync(join(home, "options.toml"), "utf8").includes('hints_seen = ["explore"]') && f.includes("stopped"),
      ),
    ).toBe(true);
    expect(lastRow(ui.lastFrame())).not.toContain("hint:");
  });

  it("in a fight the hint is the look key", async () => {
    const ui = launch(tempDir(), fightFloor(core, [{ def: "core:rat", tweak: tough(400) }]));
    await newRun(ui);
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(ui, "l");
    expect(await frameWhere(ui, (f) => f.includes("Fight"))).toBe(true);
    const row = lastRow(ui.lastFrame()).trim();
    // The keys a fight cannot do without keep their place beside the hint.
    expect(row).toMatch(/^hint: x looks at a foe  Enter use  Tab target  f flee  (i items  )?\? help  q quit$/);
    expect([...row].length).toBeLessThanOrEqual(78);
    await press(ui, "x");
    await press(ui, KEYS.escape);
    expect(lastRow(ui.lastFrame())).not.toContain("hint:");
  });

  it("are all off with the hints option, and off on a profile with a finished run", async () => {
    const home = tempDir();
    writeOptionsFile(home, { ...DEFAULT_OPTIONS, hints: false }, THEME_NAMES);
    const ui = launch(home);
    await newRun(ui);
    expect(ui.lastFrame()).not.toContain("hint:");
    const old = launch(tempDir(), drawnFloor(ROOM), FINISHED);
    await newRun(old);
    expect(old.lastFrame()).not.toContain("hint:");
  });

  it("name the key as bound now", async () => {
    const ui = launch(tempDir(), drawnFloor(ROOM), undefined, mergeKeysFile('explore = "z"').bindings);
    await newRun(ui);
    expect(lastRow(ui.lastFrame())).toMatch(/^hint: z explores the floor/);
  });
});

describe("the rest hint", () => {
  it("shows under half the health the status line shows: 9 of 18 is half (max health 18.2), 8 is under", () => {
    const hero = { seed: "hints", name: "T", options: ["core:human", "core:rogue"], difficulty: "easy" as const };
    const game = createGame(core, hero, { buildFloor: drawnFloor(ROOM) });
    if (!(game instanceof Game)) throw new Error(game.error);
    expect(attribute(game.state.player, "max_health", core, game.state)).toBeCloseTo(18.2);
    const rest = FIRST_HINTS.find((h) => h.input === "restFully")!;
    game.state.player.health = 9;
    expect(rest.when(game, core)).toBe(false);
    game.state.player.health = 8;
    expect(rest.when(game, core)).toBe(true);
  });
});
