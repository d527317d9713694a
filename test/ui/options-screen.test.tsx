import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { readOptionsFile, writeOptionsFile } from "../../src/profile/options-file.js";
import { THEME_NAMES } from "../../src/ui/theme-palettes.js";
import { ProfileSaves } from "../../src/cli/save-hooks.js";
import { loadModsSync as loadMods } from "../../src/loader/load.js";
import { slotPath } from "../../src/profile/save-slot.js";
import { App } from "../../src/ui/index.js";
import { REPO } from "../helpers/cli.js";
import { drawnFloor } from "../helpers/scenario.js";
import { tempDir } from "../helpers/profile.js";
import { frameWhere, KEYS, press, ready, type Rendered } from "./press.js";

const ROOM = ["#########", "#.......#", "#...@...#", "#.......#", "#########"];

/** The App as the terminal game makes it: options read from and saved to a real profile, a real save slot. */
function launch(home: string) {
  const load = loadMods({ home, builtinMods: join(REPO, "mods") });
  if (!load.ok) throw new Error("load failed");
  const ui = render(
    <App
      registries={load.registries}
      load={{ warnings: 0, logPath: "logs/load-test.log" }}
      seed="opts"
      buildFloor={drawnFloor(ROOM)}
      env={{ noColor: true }}
      options={readOptionsFile(home, THEME_NAMES).options}
      saveOptions={(o) => writeOptionsFile(home, o, THEME_NAMES)}
      saves={new ProfileSaves(home, load)}
    />,
  );
  return ui;
}

const optionsFile = (home: string) => readFileSync(join(home, "options.toml"), "utf8");

/** Title → Options (the second item). */
async function openFromTitle(ui: Rendered): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.down);
  await press(ui, KEYS.enter);
  expect(await frameWhere(ui, (f) => f.includes("Options") && f.includes("Theme"))).toBe(true);
}

/** New run → first race → first class → default name: the map. */
async function newRun(ui: Rendered): Promise<void> {
  for (const key of [KEYS.enter, KEYS.enter, KEYS.enter, KEYS.enter]) await press(ui, key);
  expect(await frameWhere(ui, (f) => f.includes("health"))).toBe(true);
}

describe("the options screen", () => {
  it("cycles the theme from the title, writing options.toml at once, and the next launch starts in it", async () => {
    const home = tempDir();
    const ui = launch(home);
    await openFromTitle(ui);
    expect(ui.lastFrame()).toMatch(/> Theme +< default >/);
    await press(ui, KEYS.enter);
    expect(ui.lastFrame()).toMatch(/> Theme +< high-contrast >/);
    expect(optionsFile(home)).toContain('theme = "high-contrast"');
    await press(ui, KEYS.right);
    expect(optionsFile(home)).toContain('theme = "monochrome"');
    await press(ui, KEYS.left);
    await press(ui, KEYS.left);
    expect(ui.lastFrame()).toMatch(/< default >/);
    await press(ui, KEYS.left); // wraps round to the last theme
    expect(ui.lastFrame()).toMatch(/< colour-blind >/);
    expect(readOptionsFile(home, THEME_NAMES)).toEqual({ options: expect.objectContaining({ theme: "colour-blind" }), problems: [] });
    ui.unmount();
    const again = launch(home);
    await openFromTitle(again);
    expect(again.lastFrame()).toMatch(/< colour-blind >/);
  });

  it("with confirm quit off, q saves and quits without asking; with it on, q asks first", async () => {
    const home = tempDir();
    const ui = launch(home);
    await openFromTitle(ui);
    await press(ui, KEYS.down);
    await press(ui, KEYS.down);
    expect(ui.lastFrame()).toMatch(/> Ask before quitting +on/);
    await press(ui, " ");
    expect(ui.lastFrame()).toMatch(/> Ask before quitting +off/);
    expect(optionsFile(home)).toContain("confirm_quit = false");
    await press(ui, KEYS.escape);
    await press(ui, KEYS.up); // the title's cursor is still on Options
    await newRun(ui);
    expect(existsSync(slotPath(home))).toBe(false);
    await press(ui, "q");
    expect(ui.frames.join("\n")).not.toContain("Quit?");
    expect(existsSync(slotPath(home))).toBe(true);

    const asks = launch(tempDir());
    await ready(asks);
    await newRun(asks);
    await press(asks, "q");
    expect(asks.lastFrame()).toContain("Quit?");
  });

  it("opens in play with O over the map, changes there, and closes with O or Esc", async () => {
    const home = tempDir();
    const ui = launch(home);
    await ready(ui);
    await newRun(ui);
    await press(ui, "O");
    expect(ui.lastFrame()).toMatch(/> Theme +< default >/);
    await press(ui, KEYS.down);
    await press(ui, KEYS.enter);
    expect(ui.lastFrame()).toMatch(/> First-run hints +off/);
    expect(optionsFile(home)).toContain("hints = false");
    await press(ui, "O");
    expect(ui.lastFrame()).not.toContain("First-run hints");
    expect(ui.lastFrame()).toContain("health");
  });

  it("a write that fails is one line on the screen, and the change is still used", async () => {
    const home = tempDir();
    mkdirSync(join(home, "options.toml", "in-the-way"), { recursive: true });
    const ui = launch(home);
    await openFromTitle(ui);
    await press(ui, KEYS.enter);
    expect(ui.lastFrame()).toMatch(/< high-contrast >/);
    expect(ui.lastFrame()).toMatch(/options\.toml: cannot save the options: /);
    await press(ui, KEYS.escape);
    await press(ui, KEYS.up); // the title's cursor is still on Options
    await newRun(ui);
  });
});
