/**
 * Issue 20: lists longer than their box, and names at the schema's length limit, at 80×24.
 * Every list scrolls by the one rule (`ui/list-window.ts`, drawn by `ScrollList`): the
 * cursor stops at the ends, the rows out of view are counted "↑ N more" / "↓ N more".
 */
import { join } from "node:path";
import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { LIMITS } from "../../src/content/schemas/limits.js";
import type { FloorBuilder } from "../../src/game/index.js";
import type { Pile } from "../../src/game/state.js";
import { App } from "../../src/ui/index.js";
import { startsWithPunctuation } from "../../src/ui/fit-text.js";
import { REPO } from "../helpers/cli.js";
import { manifest } from "../helpers/fixture-mods.js";
import { loadOk, tempDir, writeFiles } from "../helpers/profile.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";
import { atSize } from "./app-at.js";
import { fightFloor, tough } from "./fight.js";
import { expectFits, rowsOf } from "./fixtures.js";
import { KEYS, press, ready, type Rendered } from "./press.js";

/** `head` grown with words to exactly the schema's longest name. */
function atLimit(head: string): string {
  let name = head;
  const words = ["of", "the", "long", "and", "winding", "ways", "under", "old", "keep"];
  for (let i = 0; name.length < LIMITS.name; i++) name = `${name} ${words[i % words.length]}`;
  return name.slice(0, LIMITS.name).trimEnd();
}

/** Eleven kinds of item (more than the shop's ten list rows at 80×24), two of them boots; the last few with names at the limit. */
const KINDS = [
  "Soft boots",
  "Hard boots",
  "Linen bandage",
  "Tallow candle",
  "Brass key",
  "Clay pipe",
  "Bone dice",
  "Iron nail",
  "Old map",
  "Wax seal",
  "Tin cup",
];
const LONG_KINDS = 4;
const nameOf = (i: number) => (i >= KINDS.length - LONG_KINDS ? atLimit(KINDS[i]!) : KINDS[i]!);
const idOf = (i: number) => `longnames:k${i}`;

function fixtureMod(): string {
  return KINDS.map((_, i) => {
    const slot =
      i < 2
        ? `slot = "core:feet"\nmodifiers = [{ attribute = "evasion", flat = ${i + 1} }, { attribute = "accuracy", flat = 1 }, { attribute = "armor", flat = 0.03 }]\n`
        : "";
    return `[[items]]\nid = "k${i}"\nname = "${nameOf(i)}"\ndescription = "${atLimit("A thing, plain and worn, kept for no good reason")}"\nsymbol = { char = "?" }\nbase_price = ${10 + i}\n${slot}`;
  }).join("\n");
}

let registries: Registries;
beforeAll(() => {
  const home = tempDir("rk-long-");
  writeFiles(join(home, "mods", "longnames"), { "manifest.toml": manifest("longnames", ["core"]), "items.toml": fixtureMod() });
  registries = loadOk({ home, builtinMods: join(REPO, "mods") }).registries;
});

/** A hall: the core merchant on the hero's start (`t` talks at once), a pile of every kind under him, the merchant selling every kind too. */
const hall: FloorBuilder = (loaded, number, seed) => {
  const room = drawnRoom("test:hall", 0, 0, 9, 3);
  room.npcs = [{ id: "core:merchant", pos: [1, 1], stock: KINDS.map((_, i) => ({ def: idOf(i), affixes: [], count: 1 })) }];
  const floor = drawnFloor(["#########", "#@......#", "#########"], [room])(loaded, number, seed)!;
  floor.piles = [{ pos: [1, 1], items: KINDS.map((_, i) => ({ uid: 20_000 + i, def: idOf(i), affixes: [], count: 1 })) } satisfies Pile];
  return floor;
};

function renderOn(floor: FloorBuilder) {
  return atSize(
    render(
      <App
        registries={registries}
        load={{ warnings: 0, logPath: "logs/load-test.log" }}
        seed="long-lists"
        buildFloor={floor}
        env={{ noColor: true }}
      />,
    ),
    80,
    24,
  );
}

const frameOf = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");
const cursorRow = (ui: Rendered) => rowsOf(ui.lastFrame()).find((r) => r.includes("> ")) ?? "";

/** New run → first race → first class (the second: a rogue, whose many abilities make a long look at a foe) → default name: the map. */
async function newRun(ui: Rendered, rogue = false): Promise<void> {
  await ready(ui);
  for (const key of [KEYS.enter, KEYS.enter, ...(rogue ? [KEYS.down] : []), KEYS.enter, KEYS.enter]) await press(ui, key);
}

/** On the hall with every kind picked up, at the counter (`t`, then the merchant's first option: trade). */
async function atCounter(ui: Rendered): Promise<void> {
  await newRun(ui);
  await press(ui, "g");
  await press(ui, "t");
  await press(ui, KEYS.enter);
  expect(frameOf(ui)).toContain("Your pack");
}

/** Every row of the frame: none starts with punctuation, none ends a name cut mid-word. */
function expectTidy(ui: Rendered): void {
  expectFits(ui);
  for (const row of rowsOf(ui.lastFrame())) {
    const text = row.replace(/^[\s>│]+/, "");
    expect(startsWithPunctuation(text), `${row}\n${frameOf(ui)}`).toBe(false);
    // A name at the limit never fits a list row whole: where it is cut, it is cut after a whole word.
    for (const i of KINDS.keys()) {
      const name = nameOf(i);
      if (name.length < 40) continue;
      const at = row.indexOf(name.slice(0, 12));
      if (at < 0 || row.includes(name)) continue;
      const shown = row.slice(at).split("…")[0]!.split("  ")[0]!.trimEnd();
      if (row.slice(at).includes("…"))
        expect(name.startsWith(shown) && (name[shown.length] === " " || name[shown.length] === ","), `${row}`).toBe(true);
    }
  }
}

describe("a list longer than its box, at 80×24", () => {
  it("the shop's pack column: Up on the first row stays on it (no wrap to the hidden 11th), the markers count what is out of view, Enter sells the row in view", async () => {
    const ui = renderOn(hall);
    await atCounter(ui);
    await press(ui, KEYS.tab);
    // The pack column's first row: what the hero started with, then the eleven kinds picked up.
    const first = cursorRow(ui).split("│")[1]!;
    expect(first).toContain("> Healing potion");
    expect(frameOf(ui)).toMatch(/│ {3}↓ \d+ more/);
    await press(ui, KEYS.up);
    expect(cursorRow(ui).split("│")[1]).toBe(first);
    expect(frameOf(ui)).not.toMatch(/│ {3}↑ \d+ more/);
    await press(ui, KEYS.enter);
    expect(frameOf(ui)).toMatch(/You sell a healing potion for \d+ gold/);
    expectTidy(ui);
  });

  it("both shop columns scroll with the cursor down to the last row, the marker above counting the rows passed", async () => {
    const ui = renderOn(hall);
    await atCounter(ui);
    for (const column of ["goods", "pack"]) {
      for (let i = 0; i < KINDS.length + 2; i++) await press(ui, KEYS.down);
      expect(cursorRow(ui), column).toContain(nameOf(KINDS.length - 1).slice(0, 12));
      expect(frameOf(ui), column).toMatch(/↑ \d+ more/);
      expectTidy(ui);
      await press(ui, KEYS.tab);
    }
  });

  it("the inventory: the pack scrolls, its markers count the rows above and below", async () => {
    const ui = renderOn(hall);
    await newRun(ui);
    await press(ui, "g");
    await press(ui, "i");
    for (let i = 0; i < 6; i++) await press(ui, KEYS.down);
    expect(frameOf(ui)).toMatch(/^ {3}↑ \d+ more$/m);
    expect(frameOf(ui)).toMatch(/^ {3}↓ \d+ more$/m);
    expectTidy(ui);
  });

  it("the log: a long log opens on its newest rows under '↑ N more', and scrolls back to its first", async () => {
    const ui = renderOn(fightFloor(registries, [{ def: "core:rat", tweak: tough(400) }]));
    await newRun(ui);
    for (let i = 0; i < 4; i++) await press(ui, "l");
    for (let i = 0; i < 12; i++) await press(ui, "a");
    await press(ui, "m");
    expect(frameOf(ui)).toMatch(/^ ↑ \d+ more$/m);
    await press(ui, "\u001B[H"); // Home: the oldest
    expect(frameOf(ui)).toMatch(/^ ↓ \d+ more$/m);
    expect(frameOf(ui)).toContain("Welcome,");
    expectTidy(ui);
  });

  it("the fight: more foes than rows scroll with the target, their names at the limit cut at a word", async () => {
    const name = atLimit("Grisklaw, the Rat King");
    const foes = Array.from({ length: 12 }, (_, i) => ({
      def: i === 0 ? "core:rat_king" : "core:rat",
      tweak: (c: Parameters<ReturnType<typeof tough>>[0]) => {
        tough(400)(c);
        c.modifiers =
          i === 0
            ? [
                { id: "core:poisoned", remaining: 30 },
                { id: "core:burning", remaining: 30 },
              ]
            : [];
        c.name = i === 0 ? name : `${i + 1}th ${name}`.slice(0, LIMITS.name);
      },
    }));
    const ui = renderOn(fightFloor(registries, foes));
    await newRun(ui, true);
    for (let i = 0; i < 4; i++) await press(ui, "l");
    expect(frameOf(ui)).toContain("Fight");
    expect(frameOf(ui)).toMatch(/↓ \d+ more/);
    expect(frameOf(ui)).not.toContain("Rat Ki ");
    expect(frameOf(ui)).toMatch(/Grisklaw, the Rat King[^K]*…/);
    for (let i = 0; i < 11; i++) await press(ui, KEYS.tab);
    expect(frameOf(ui)).toMatch(/↑ \d+ more/);
    expectTidy(ui);
    // The look at the boss: a panel longer than its rows scrolls with PgDn, markers and all.
    await press(ui, KEYS.tab);
    await press(ui, "x");
    expect(frameOf(ui)).toMatch(/^↓ \d+ more$/m);
    await press(ui, "\u001B[6~");
    expect(frameOf(ui)).toMatch(/^↑ \d+ more$/m);
    expectTidy(ui);
  });
});

describe("names at the schema's limit, on every screen at 80×24", () => {
  it("no row starts with punctuation and a cut name ends at a word with …: map, inventory, item details, shop, sheet, quests, log, look, help", async () => {
    const ui = renderOn(hall);
    await newRun(ui);
    expectTidy(ui);
    await press(ui, "g");
    expectTidy(ui);
    await press(ui, "i");
    for (let i = 0; i < KINDS.length; i++) {
      expectTidy(ui);
      await press(ui, KEYS.down);
    }
    await press(ui, KEYS.escape);
    // Help is left out: its rows start with the keys, "." among them.
    for (const key of ["c", "Q", "m", "x"]) {
      await press(ui, key);
      expectTidy(ui);
      await press(ui, KEYS.escape);
    }
    await press(ui, "t");
    expectTidy(ui);
    await press(ui, KEYS.enter);
    for (const column of [0, 1]) {
      for (let i = 0; i < KINDS.length; i++) {
        expectTidy(ui);
        await press(ui, KEYS.down);
      }
      await press(ui, KEYS.tab);
      expect(column).toBeLessThan(2);
    }
  });

  it("the boots go into the pack: an item's name in a sentence takes the article and its verb agrees", async () => {
    const ui = renderOn(hall);
    await newRun(ui);
    await press(ui, "g");
    await press(ui, "i");
    // The pack sorts gear first: the hard boots, then the soft ones.
    for (const boots of ["Hard boots", "Soft boots"]) {
      while (!cursorRow(ui).includes(boots)) await press(ui, KEYS.down);
      await press(ui, KEYS.enter);
    }
    expect(frameOf(ui)).toContain("the hard boots go into your pack");
    expect(frameOf(ui)).not.toContain("goes into");
  });
});
