import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import { Registry } from "../../src/content/registry.js";
import type { Registries } from "../../src/content/registries.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import type { Floor } from "../../src/game/index.js";
import { App } from "../../src/ui/index.js";
import { mapRows, viewport } from "../../src/ui/map-rows.js";
import { createTheme } from "../../src/ui/theme.js";
import { optionsOf } from "../../src/ui/screens/index.js";
import { REPO } from "../helpers/cli.js";
import { coreRegistries } from "./fixtures.js";
import { KEYS, press, ready, type } from "./press.js";

/** Retitles a terminal that prints it raw. */
const TITLE = "\u001b]2;pwned\u0007";
// Every C0 control but LF, DEL, the C1 controls and the bidi controls.
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The core mod with the first race's name and description, and a category's name, holding the sequence. */
function hostileRegistries(core: Registries): Registries {
  const race = optionsOf(core, "core:race")[0]!;
  const options = core.options.all().map((o) => (o.id === race.id ? { ...o, name: `${TITLE}Elf`, description: `\u202e${TITLE}` } : o));
  const categories = core.option_categories.all().map((c, i) => (i === 0 ? { ...c, name: `${TITLE}Race` } : c));
  return {
    ...core,
    options: new Registry("options", new Map(options.map((o) => [o.id, o]))),
    option_categories: new Registry("option_categories", new Map(categories.map((c) => [c.id, c]))),
  };
}

let registries: Registries;
beforeAll(() => {
  registries = hostileRegistries(coreRegistries());
});

describe("mod text on screen is shown, never run by the terminal", () => {
  it("the title and the creation screen show the sequence escaped, with no raw control byte", async () => {
    const ui = render(
      <App
        registries={registries}
        load={{ warnings: 1, logPath: `logs${TITLE}/load.log` }}
        seed="s"
        buildFloor={buildFloor}
        env={{ noColor: true }}
      />,
    );
    await ready(ui);
    expect(ui.lastFrame()).not.toMatch(RAW_CONTROL);
    await press(ui, KEYS.enter);
    const create = ui.lastFrame() ?? "";
    expect(create).toContain("\\u001b]2;pwned\\u0007Elf");
    expect(create).toContain("\\u001b]2;pwned\\u0007Race");
    expect(create).toContain("\\u202e");
    for (const frame of ui.frames) expect(JSON.stringify(frame.match(RAW_CONTROL)?.[0] ?? null)).toBe("null");
    await press(ui, KEYS.enter); // the hostile race
    await press(ui, KEYS.enter); // a class
    await type(ui, "Ada");
    await press(ui, KEYS.enter);
    expect(ui.lastFrame()).toContain("\\u001b]2;pwned\\u0007Elf");
    for (const frame of ui.frames) expect(JSON.stringify(frame.match(RAW_CONTROL)?.[0] ?? null)).toBe("null");
    ui.unmount();
  });

  it("every screen draws text through the escaping Text (no file in src/ui uses Ink's own but the map grid)", () => {
    const ui = join(REPO, "src", "ui");
    // The map grid draws cells `mapRows` made printable (tested below).
    const allowed = new Set([join("components", "Text.tsx"), join("components", "MapGrid.tsx")]);
    const files = (readdirSync(ui, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !allowed.has(f));
    const offenders = files.filter((f) => {
      const text = readFileSync(join(ui, f), "utf8");
      return /^import\s*\{[^}]*\bText\b[^}]*\}\s*from\s*["']ink["']/m.test(text);
    });
    expect(files.length).toBeGreaterThan(10);
    expect(offenders.map((f) => relative(REPO, join(ui, f)))).toEqual([]);
  });

  it("a map cell holding a control character is drawn as ?, keeping the grid's width", () => {
    const floor: Floor = { number: 1, width: 5, height: 1, tiles: ["#.\u001b.#"], rooms: [], entrance: [1, 0], stairs: null, piles: [] };
    const glyphs = [{ pos: [3, 0] as const, char: "\u009b", color: "white" as const }];
    const rows = mapRows(floor, viewport(5, 1, [1, 0], 80, 20), glyphs, createTheme(true));
    expect(rows.map((runs) => runs.map((r) => r.text).join(""))).toEqual(["#.??#"]);
  });
});
