import { describe, expect, it } from "vitest";
import { manifest, TINY_CORE, type ModFiles } from "../helpers/fixture-mods.js";
import { loadOk, makeProfile } from "../helpers/profile.js";
import { drawnFloor } from "../helpers/scenario.js";
import { renderAt80x24 } from "./app-at.js";
import { rowsOf, expectFits } from "./fixtures.js";
import { KEYS, press, ready, type Rendered } from "./press.js";

/**
 * A Dwarf (+2 constitution, −1 dexterity) who starts with an Iron sword (+1 evasion), Hexed
 * (−2 evasion, 50 turns) and 10 experience: enough for level 2 once a turn has passed.
 */
const SHEET_MOD: ModFiles = {
  "manifest.toml": manifest("sheet", ["core"]),
  "sheet.toml": `[[option_categories]]
id = "race"
name = "Race"

[[options]]
id = "dwarf"
category = "sheet:race"
name = "Dwarf"
modifiers = [{ attribute = "constitution", flat = 2 }, { attribute = "dexterity", flat = -1 }]
on_create = [{ give_item = "sheet:sword" }, { add_modifier = "sheet:hexed", duration = 50 }, { give_exp = 10 }]

[[items]]
id = "sword"
name = "Iron sword"
symbol = { char = "/" }
slot = "core:main_hand"
modifiers = [{ attribute = "evasion", flat = 1 }]

[[modifiers]]
id = "hexed"
name = "Hexed"
duration = 50
modifiers = [{ attribute = "evasion", flat = -2 }]
`,
  "balance.toml": `[balance]
exp_base = 10
exp_exponent = 1
stat_effects = [
  { stat = "constitution", attribute = "max_health", per_point = 2 },
  { stat = "dexterity", attribute = "evasion", per_point = 1 },
]
`,
};

function renderSheetHero() {
  const { registries } = loadOk(makeProfile({ core: TINY_CORE, sheet: SHEET_MOD }));
  const ui = renderAt80x24(registries, drawnFloor(["#####", "#@..#", "#####"]), "sheet-ui");
  return ui;
}

/** New run → the Dwarf → default name → the map. */
async function createDwarf(ui: Rendered): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
}

const rows = (ui: Rendered) => rowsOf(ui.lastFrame()).map((r) => r.trimEnd());
const frameOf = (ui: Rendered) => rows(ui).join("\n");
/** The list column's value of an attribute: `evasion  11` → 11. */
const listed = (ui: Rendered, words: string) => Number(new RegExp(`^ [> ] ${words} +(-?[\\d.]+)`, "m").exec(frameOf(ui))?.[1]);
const health = (ui: Rendered): [number, number] => {
  const m = /health (\d+)\/(\d+)/.exec(frameOf(ui))!;
  return [Number(m[1]), Number(m[2])];
};
const turn = (ui: Rendered) => Number(/turn (\d+)/.exec(frameOf(ui))![1]);

async function down(ui: Rendered, n: number) {
  for (let i = 0; i < n; i++) await press(ui, KEYS.down);
}

describe("the character sheet", () => {
  it("c opens it: every attribute, and the highlighted one's parts, named by source, add up to its value", async () => {
    const ui = renderSheetHero();
    await createDwarf(ui);
    await press(ui, "c");
    expect(frameOf(ui)).toMatch(/Wanderer {2}Dwarf {2}level 1 {2}exp 10\/10/);
    for (const words of ["strength", "max health", "evasion", "critical hit chance", "shadow resistance"])
      expect(frameOf(ui)).toContain(words);
    expectFits(ui);
    await down(ui, 8); // strength … charisma, max health, max stamina, accuracy, evasion
    const frame = frameOf(ui);
    expect(frame).toContain("> evasion");
    const parts = [...frame.matchAll(/ {2}(Dwarf \(race\)|Iron sword|Hexed|stat table: dexterity 9 →|base) ([+-]?\d+)$/gm)];
    expect(parts.map((m) => m[1])).toEqual(["base", "Iron sword", "Hexed", "stat table: dexterity 9 →"]);
    const sum = parts.reduce((n, m) => n + Number(m[2]), 0);
    expect(sum).toBe(listed(ui, "evasion"));
    expect(frame).toContain(`= ${sum}`);
    for (let i = 0; i < 7; i++) await press(ui, KEYS.up); // back up to dexterity: the race's −1
    expect(frameOf(ui)).toMatch(/ {2}Dwarf \(race\) -1$/m);
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).not.toContain("from:");
  });

  it("assigning points: the preview shows what changes, Enter spends them in one turn and raises health with max health", async () => {
    const ui = renderSheetHero();
    await createDwarf(ui);
    await press(ui, "."); // a turn ends: level 2
    expect(frameOf(ui)).toContain("level 2 (1 point)");
    expect(frameOf(ui)).toContain("c assign points");
    const [, maxBefore] = health(ui);
    const turnBefore = turn(ui);
    await press(ui, "c");
    await down(ui, 2); // constitution
    const conBefore = listed(ui, "constitution");
    await press(ui, KEYS.right);
    let frame = frameOf(ui);
    expect(frame).toContain("1 point to assign, 1 placed: constitution +1");
    expect(frame).toContain(`constitution ${conBefore} → ${conBefore + 1}`);
    expect(frame).toContain(`max health ${maxBefore} → ${maxBefore + 2}`);
    expect(listed(ui, "constitution")).toBe(conBefore); // only a preview so far
    await press(ui, KEYS.right); // no second point to place
    expect(frameOf(ui)).toContain("1 placed");
    expectFits(ui);
    await press(ui, KEYS.enter);
    frame = frameOf(ui);
    expect(frame).toContain("You assign 1 point: constitution +1.");
    expect(listed(ui, "constitution")).toBe(conBefore + 1);
    expect(listed(ui, "max health")).toBe(maxBefore + 2);
    expect(frame).toContain("No points to assign");
    await press(ui, KEYS.escape);
    expect(turn(ui)).toBe(turnBefore + 1);
    expect(health(ui)).toEqual([maxBefore + 2, maxBefore + 2]);
    expect(frameOf(ui)).toContain("level 2 ");
    expect(frameOf(ui)).not.toContain("(1 point)");
    expect(frameOf(ui)).not.toContain("c assign points");
  });

  it("Esc leaves without assigning: a placed point is taken back, Left takes one back too", async () => {
    const ui = renderSheetHero();
    await createDwarf(ui);
    await press(ui, ".");
    const turnBefore = turn(ui);
    await press(ui, "c");
    await press(ui, "+");
    expect(frameOf(ui)).toContain("1 placed: strength +1");
    await press(ui, KEYS.left);
    expect(frameOf(ui)).toContain("0 placed");
    await press(ui, KEYS.right);
    await press(ui, KEYS.escape);
    expect(turn(ui)).toBe(turnBefore);
    expect(frameOf(ui)).toContain("level 2 (1 point)");
    await press(ui, "c");
    expect(frameOf(ui)).toContain("0 placed"); // a new visit starts afresh
  });
});
