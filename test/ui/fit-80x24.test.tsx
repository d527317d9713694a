import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { createGame, type Game } from "../../src/game/index.js";
import { StatusLine } from "../../src/ui/components/StatusLine.js";
import { fitHints } from "../../src/ui/fit-hints.js";
import { bazaarMod } from "../helpers/bazaar.js";
import { loadOk, makeProfile, TINY_CORE } from "../helpers/profile.js";
import { drawnFloor } from "../helpers/scenario.js";
import { renderAt80x24 } from "./app-at.js";
import { coreRegistries, rowsOf } from "./fixtures.js";
import { KEYS, press, ready } from "./press.js";
import { bazaarFloor, createTrader, KNOWN_STOCK } from "./trade.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

function hero(name: string, options: string[]): Game {
  const made = createGame(core, { seed: "s", name, options }, { buildFloor: drawnFloor(["#####", "#.@.#", "#####"]) });
  if ("error" in made) throw new Error(made.error);
  return made;
}

/** The App at 80×24 on the bazaar floor, one line of the bazaar mod rewritten (`from` → `to`), a Trader named Ada on the merchant's tile. */
async function bazaarHero(from: string, to: string) {
  const mod = bazaarMod();
  mod["bazaar.toml"] = mod["bazaar.toml"]!.replace(from, to);
  const { registries } = loadOk(makeProfile({ core: TINY_CORE, bazaar: mod }));
  const ui = renderAt80x24(registries, bazaarFloor(registries, KNOWN_STOCK), "fit");
  await createTrader(ui);
  return ui;
}

const lastRow = (frame: string | undefined) =>
  rowsOf(frame)
    .filter((r) => r.trim())
    .at(-1) ?? "";

describe("the status line at 80 columns", () => {
  it("keeps the level, points, race and class whole when line one is too long: the options move to line two, a long name is shortened", () => {
    for (const name of ["Ana", "Bartholomew the Grey"]) {
      const game = hero(name, ["core:orc", "core:warrior"]);
      game.state.player.base.level = 2;
      game.state.unspent_points = 1;
      game.state.turn = 12345;
      const [first, second] = rowsOf(render(<StatusLine game={game} registries={core} width={80} />).lastFrame());
      for (const row of [first!, second!]) expect([...row].length, row).toBeLessThanOrEqual(80);
      expect(first).toContain("turn 12345  level 2 (1 point)");
      expect(first).not.toMatch(/…$/);
      expect(`${first}\n${second}`).toContain("Orc Warrior");
    }
  });

  it("shows the status effects by name in their colour, with no lone letter that reads as a creature", () => {
    const game = hero("Ana", ["core:human", "core:warrior"]);
    const effects = core.modifiers
      .all()
      .filter((m) => m.symbol)
      .slice(0, 2);
    expect(effects.length).toBeGreaterThan(0);
    game.state.player.modifiers.push(...effects.map((m) => ({ id: m.id, remaining: 3 })));
    const second = rowsOf(render(<StatusLine game={game} registries={core} width={80} />).lastFrame())[1]!;
    const listed = second.slice(second.indexOf("turns left: ") + "turns left: ".length);
    expect(listed).toBe(effects.map((m) => `${m.name} 3`).join("  "));
  });
});

describe("hint lines", () => {
  it("give room from the front: shorter forms, then a cut, then a dropped hint — the last hints always whole", () => {
    const hints = [
      ["t", "talk to Sergeant Hobb, the last quartermaster", "talk to Sergeant Hobb", "talk"],
      ["i", "inventory"],
      ["?", "help"],
      ["m", "log"],
      ["q", "quit"],
    ] as const;
    expect(fitHints(hints, 200)).toBe("t talk to Sergeant Hobb, the last quartermaster  i inventory  ? help  m log  q quit");
    expect(fitHints(hints, 60)).toBe("t talk to Sergeant Hobb  i inventory  ? help  m log  q quit");
    expect(fitHints(hints, 42)).toBe("t talk  i inventory  ? help  m log  q quit");
    expect(fitHints(hints, 41)).toBe("i inventory  ? help  m log  q quit");
    expect(
      fitHints(
        [
          ["a", "a very long first hint"],
          ["q", "quit"],
        ],
        20,
      ),
    ).toBe("a a very lo…  q quit");
    for (const w of [10, 20, 30, 50, 70]) expect([...fitHints(hints, w)].length).toBeLessThanOrEqual(w);
    expect(fitHints(hints, 20)).toMatch(/q quit$/);
  });

  it("on the map at 80×24, a long name of the one to talk to never pushes out ? help or q quit", async () => {
    const ui = await bazaarHero('name = "Mira the merchant"', 'name = "Sergeant Hobb, the last quartermaster of the garrison"');
    const hint = lastRow(ui.lastFrame());
    expect(hint).toMatch(/^t talk to Sergeant Hobb\b/);
    expect(hint).toMatch(/\? help  m log  q quit$/);
    expect([...hint].length).toBeLessThanOrEqual(80);
  });
});

describe("the creation screen at 80×24", () => {
  it("wraps every option's words at spaces: no wrapped row of the details starts with a stray blank, and no word is lost", async () => {
    const ui = renderAt80x24(core, drawnFloor(["#####", "#.@.#", "#####"]), "create");
    await ready(ui);
    await press(ui, KEYS.enter); // New run: the first category
    for (const category of core.option_categories.all()) {
      const options = core.options.all().filter((o) => o.category === category.id);
      for (const option of options) {
        const frame = rowsOf(ui.lastFrame());
        // The details' heading: the option's name to the right of the list.
        const head = frame.findIndex((r) => r.lastIndexOf(option.name) > 10);
        expect(head, `${option.name}\n${frame.join("\n")}`).toBeGreaterThan(0);
        const col = frame[head]!.lastIndexOf(option.name);
        // Down to the hint line (the last row), which is not part of the details.
        const details = frame
          .slice(
            head + 1,
            frame.findLastIndex((r) => r.trim()),
          )
          .map((r) => r.slice(col));
        for (const row of details) {
          expect([...row].length).toBeLessThanOrEqual(80 - col);
          if (row.trim()) expect(row[0], `${option.name}: "${row}"`).not.toBe(" ");
        }
        if (option.description)
          expect(
            details
              .map((r) => r.trim())
              .filter(Boolean)
              .join(" "),
          ).toContain(option.description.replace(/\s+/g, " "));
        await press(ui, KEYS.down);
      }
      await press(ui, KEYS.enter);
    }
  });
});

describe("the shop at 80×24", () => {
  it("puts a long name on two lines with its price on the first, instead of cutting it", async () => {
    const long = "Supple vigorous shadow slippers of the Bear";
    const ui = await bazaarHero('name = "Iron sword"', `name = "${long}"`);
    await press(ui, "t");
    await press(ui, KEYS.enter);
    const frame = rowsOf(ui.lastFrame());
    for (const row of frame) expect([...row].length, row).toBeLessThanOrEqual(80);
    const goods = frame.filter((r) => r.includes("│")).map((r) => r.split("│")[0]!);
    const at = goods.findIndex((r) => /^ {3}\S/.test(r) && long.startsWith(r.trim().replace(/ +50$/, "")));
    expect(at, goods.join("\n")).toBeGreaterThanOrEqual(0);
    expect(goods[at]).toMatch(/ 50 $/);
    expect(`${goods[at]!.replace(/ +50 $/, "").trim()} ${goods[at + 1]!.trim()}`).toBe(long);
    expect(goods.join("\n")).not.toContain("…");
  });
});
