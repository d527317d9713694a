import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { createGame, type FloorBuilder } from "../../src/game/index.js";
import { spawnCreature } from "../../src/gen/populate.js";
import { App } from "../../src/ui/index.js";
import { PANEL_WIDTH, SidePanel } from "../../src/ui/components/SidePanel.js";
import { ThemeContext } from "../../src/ui/hooks/use-theme.js";
import { createTheme } from "../../src/ui/theme.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";
import { atSize } from "./app-at.js";
import { fightFloor, gameInFight, STEPS_TO_DEN, tough } from "./fight.js";
import { coreRegistries, rowsOf } from "./fixtures.js";
import { KEYS, press, ready, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/** The App told its terminal is `columns`×`rows`, without colour, on `floor`. */
function appAt(floor: FloorBuilder, columns: number, rows: number) {
  return atSize(
    render(
      <App
        registries={core}
        load={{ warnings: 0, logPath: "logs/load-test.log" }}
        seed="panel"
        buildFloor={floor}
        env={{ noColor: true }}
      />,
    ),
    columns,
    rows,
  );
}

async function toMap(ui: Rendered): Promise<void> {
  await ready(ui);
  for (const key of [KEYS.enter, KEYS.enter, KEYS.enter, KEYS.enter]) await press(ui, key);
}

/** The panel's part of each row (right of its border), trimmed; empty rows when there is none. */
const panelOf = (rows: readonly string[], columns: number) =>
  rows.map((r) =>
    [...r]
      .slice(columns - PANEL_WIDTH)
      .join("")
      .replace(/^│ ?/, "")
      .trimEnd(),
  );

// Narrower than the map beside the panel, taller than any terminal here: the map fills its rows.
const TALL = ["#".repeat(20), ...Array.from({ length: 60 }, (_, y) => `#${(y === 30 ? "@" : ".").padEnd(18, ".")}#`), "#".repeat(20)];

describe("the side panel", () => {
  it("shows at 120×40 beside the map (health, stamina, level and exp, gold) and not at 99×30", async () => {
    const wide = appAt(drawnFloor(TALL), 120, 40);
    await toMap(wide);
    const rows = rowsOf(wide.lastFrame());
    expect(rows.length).toBe(39);
    for (const row of rows) expect([...row].length, row).toBeLessThanOrEqual(120);
    const panel = panelOf(rows, 120);
    expect(
      rows.every((r) => [...r][120 - PANEL_WIDTH] === "│"),
      "the panel's border runs the full height",
    ).toBe(true);
    expect(panel[0]).toBe("Wanderer");
    expect(panel[1]).toMatch(/^health {2}\[#{10}\] (\d+)\/\1$/);
    expect(panel[2]).toMatch(/^stamina \[#{10}\] (\d+)\/\1$/);
    expect(panel[3]).toMatch(/^level 1 {2}exp 0\/\d+$/);
    expect(panel[4]).toMatch(/^\d+ exp to level 2$/);
    expect(panel).toContain("gold 45");

    const narrow = appAt(drawnFloor(TALL), 99, 30);
    await toMap(narrow);
    const compact = rowsOf(narrow.lastFrame());
    expect(compact.some((r) => r.includes("│"))).toBe(false);
    expect(compact.join("\n")).not.toMatch(/exp to level/);
    expect(compact[0]).toMatch(/^@ Wanderer {2}health/);
  });

  it("takes columns, never rows: the map keeps the compact layout's rows at the same height", async () => {
    const wide = appAt(drawnFloor(TALL), 120, 40);
    const compact = appAt(drawnFloor(TALL), 99, 40);
    await toMap(wide);
    await toMap(compact);
    const left = rowsOf(wide.lastFrame()).map((r) =>
      [...r]
        .slice(0, 120 - PANEL_WIDTH)
        .join("")
        .trimEnd(),
    );
    const whole = rowsOf(compact.lastFrame()).map((r) => r.trimEnd());
    expect(left.length).toBe(whole.length);
    // The map's rows: every row holding a wall of the floor, in the same places.
    const mapRows = (rows: string[]) => rows.map((r, y) => [y, r] as const).filter(([, r]) => /^#/.test(r));
    expect(mapRows(left).length).toBe(40 - 1 - 5);
    expect(mapRows(left)).toEqual(mapRows(whole));
    expect(left.at(-1)).toBe(whole.at(-1));
  });

  it("lists the fight's foes with their health and announced move in words, in the App at 120×40 (none at 99×30)", async () => {
    // Each App its own floor: a fight moves the den's enemies out of the room.
    const floor = () =>
      fightFloor(core, [
        { def: "core:rat", tweak: tough(40) },
        { def: "core:rat", tweak: tough(40) },
      ]);
    const wide = appAt(floor(), 120, 40);
    const narrow = appAt(floor(), 99, 30);
    for (const ui of [wide, narrow]) {
      await toMap(ui);
      for (let i = 0; i < STEPS_TO_DEN; i++) await press(ui, "l");
      expect(ui.lastFrame()).toMatch(/Fight — 2 foes/);
    }
    const panel = panelOf(rowsOf(wide.lastFrame()), 120);
    const at = panel.indexOf("Foes (2)");
    expect(at).toBeGreaterThan(0);
    const rat = core.creatures.get("core:rat");
    for (const i of [0, 1]) {
      const [name, health, intent] = panel.slice(at + 1 + 3 * i, at + 4 + 3 * i);
      expect(name).toBe(`${rat.symbol.char} ${rat.name}`);
      expect(health).toMatch(/^ {2}\[#+-*\] +\d+\/40$/);
      expect(intent).toMatch(/^ {2}→ .+ on you$/);
    }
    expect(rowsOf(narrow.lastFrame()).some((r) => r.includes("Foes ("))).toBe(false);
  });

  it("says each foe's announced move by the ability's name, and the hero's status effects with turns left", () => {
    const game = gameInFight(core, [{ def: "core:rat", tweak: tough(40) }, { def: "core:goblin" }]);
    const effect = core.modifiers.all()[0]!;
    game.state.player.modifiers.push({ id: effect.id, remaining: 4 });
    const panel = panelOf(
      rowsOf(render(<SidePanel game={game} registries={core} width={PANEL_WIDTH} height={39} />).lastFrame()),
      PANEL_WIDTH,
    );
    expect(panel).toContain("Status effects");
    expect(panel).toContain(`${effect.name} 4 turns left`.slice(0, PANEL_WIDTH - 2));
    for (const enemy of game.state.enemies) {
      expect(enemy.intent).toBeDefined();
      const def = core.abilities.get(enemy.intent!.ability);
      expect(panel).toContain(`  → ${def.name} ${def.target === "self" ? "on itself" : "on you"}`);
    }
  });

  it("lists enemies on the map nearest first outside a fight, and counts those that do not fit instead of cutting one", () => {
    const rows = ["#".repeat(30), `#${"@".padEnd(28, ".")}#`, "#".repeat(30)];
    const room = { ...drawnRoom("test:den", 10, 0, 20, 3), cleared: false };
    room.enemies = [20, 12, 16, 25, 27].map((x, i) => spawnCreature(core.creatures.get("core:rat"), `e${i}`, [x, 1]));
    room.enemies[1]!.name = "Nearest rat";
    const made = createGame(
      core,
      { seed: "s", name: "Ana", options: ["core:human", "core:mage"] },
      { buildFloor: drawnFloor(rows, [drawnRoom("test:hall", 0, 0, 10, 3), room]) },
    );
    if ("error" in made) throw new Error(made.error);
    made.state.floor.seen = rows.map((r) => "1".repeat(r.length));
    const draw = (height: number) =>
      panelOf(rowsOf(render(<SidePanel game={made} registries={core} width={PANEL_WIDTH} height={height} />).lastFrame()), PANEL_WIDTH);
    const tall = draw(39);
    const at = tall.indexOf("In sight (5)");
    expect(at).toBeGreaterThan(0);
    // Outside a fight nobody has announced a move: a name and a health bar each.
    expect(tall.slice(at + 1, at + 3)).toEqual([
      `${core.creatures.get("core:rat").symbol.char} Nearest rat`,
      expect.stringMatching(/^ {2}\[#{10}\] \d+\/\d+$/),
    ]);
    expect(tall.some((r) => r.includes("→"))).toBe(false);
    expect(tall.filter((r) => /^ {2}\[/.test(r)).length).toBe(5);
    // Room for the hero, the heading, two foes and a line: the other three are counted.
    const short = draw(at + 1 + 5);
    expect(short.filter((r) => /^ {2}\[/.test(r)).length).toBe(2);
    expect(short.at(-1)).toBe("+3 more");
  });

  it("shows a mod's names printable and cut to the panel's width", () => {
    const game = gameInFight(core, [{ def: "core:rat" }]);
    game.state.player.name = "Ana\u001b]0;pwned\u0007 the Remarkably Long-Named";
    game.state.enemies[0]!.name = "Rat\u001b[2J of the Endless Sewer Tunnels";
    const frame = render(
      <ThemeContext.Provider value={createTheme(true)}>
        <SidePanel game={game} registries={core} width={PANEL_WIDTH} height={39} />
      </ThemeContext.Provider>,
    ).lastFrame()!;
    expect(frame).not.toContain("\u001b");
    expect(frame).not.toContain("\u0007");
    const panel = panelOf(rowsOf(frame), PANEL_WIDTH);
    for (const row of rowsOf(frame)) expect([...row].length, row).toBeLessThanOrEqual(PANEL_WIDTH);
    expect(panel[0]).toBe("Ana\\u001b]0;pwned\\u0007 the…");
    expect(panel.find((r) => r.includes("Rat\\u001b"))).toMatch(/…$/);
  });
});
