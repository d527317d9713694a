import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import type { Pile } from "../../src/game/state.js";
import { App } from "../../src/ui/index.js";
import { drawnFloor } from "../helpers/scenario.js";
import { fightFloor, STEPS_TO_DEN, type Foe } from "./fight.js";
import { coreRegistries, findOnMap, rowsOf, turnOf, expectFits } from "./fixtures.js";
import { itemName } from "../../src/game/queries/index.js";
import { KEYS, press, ready, type, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

// A walled room; the hero starts at (3, 2).
const ROOM = ["#########", "#.......#", "#..@....#", "#.......#", "#########"];
const START: [number, number] = [3, 2];

/** The room with these piles on it (items get uids far above any the game hands out in a test). */
function roomWith(piles: readonly { pos: [number, number]; items?: readonly string[]; table?: string }[]): FloorBuilder {
  return (registries, number, seed) => {
    const floor = drawnFloor(ROOM)(registries, number, seed)!;
    floor.piles = piles.map((p, n): Pile => ({
      pos: [...p.pos],
      items: (p.items ?? []).map((def, i) => ({ uid: 10_000 + 100 * n + i, def, affixes: [], count: 1 })),
      ...(p.table === undefined ? {} : { table: p.table }),
    }));
    return floor;
  };
}

function renderAt(floors: FloorBuilder, columns = 80, rows = 24) {
  const ui = render(
    <App
      registries={core}
      load={{ warnings: 0, logPath: "logs/load-test.log" }}
      seed="inv-test"
      buildFloor={floors}
      env={{ noColor: true }}
    />,
  );
  // ink-testing-library's stdout reports 100 columns and no rows; shadow both.
  Object.defineProperty(ui.stdout, "columns", { value: columns, configurable: true });
  Object.defineProperty(ui.stdout, "rows", { value: rows, configurable: true });
  ui.stdout.emit("resize");
  return ui;
}

/** New run → the first race and the `klass`-th class (Human Warrior by default), named Ana: the map. */
async function newHero(ui: Rendered, klass = 0): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
  for (let i = 0; i < klass; i++) await press(ui, KEYS.down);
  await press(ui, KEYS.enter);
  await type(ui, "Ana");
  await press(ui, KEYS.enter);
}

const frameOf = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");
const rowWith = (ui: Rendered, text: string) => rowsOf(ui.lastFrame()).find((row) => row.includes(text)) ?? "";

/** The currency the options' starting gear gives. */
const startingGold = (options: readonly string[]) =>
  options
    .flatMap((id) => core.options.get(id).on_create)
    .reduce((n, a) => (a.give_item === core.balance.currency ? n + (a.count ?? 1) : n), 0);

describe("the inventory screen", () => {
  it("shows every slot with what is worn there (empty ones as such), the pack sorted, and the highlighted item in words", async () => {
    const ui = renderAt(roomWith([]));
    await newHero(ui);
    const gold = startingGold(["core:human", "core:warrior"]);
    // The status line's second line: the pack's places and the gold.
    expect(rowsOf(ui.lastFrame())[1]).toBe(`pack 2/${core.balance.hero_carry_capacity}  gold ${gold}`);
    await press(ui, "i");
    const frame = frameOf(ui);
    expect(frame).toContain("Inventory");
    for (const slot of core.slots.all()) expect(frame).toMatch(new RegExp(`${slot.name} +\\S`));
    expect(frame).toMatch(/^ +Main hand +Iron sword/m);
    expect(frame).toMatch(/^ +Off hand +Wooden shield/m);
    expect(frame).toMatch(/^ +Body +Leather armour/m);
    expect(frame).toMatch(/^ +Head +—/m);
    expect(frame).toContain(`Pack 2/${core.balance.hero_carry_capacity}`);
    // What can be used comes before the rest; the cursor starts on the first pack item.
    expect(frame).toMatch(/> Healing potion ×3[^\n]*\n[^\n]*Gold ×/);
    expect(frame).toContain("Use: heals you for 15 (used up)");
    expect(frame).toContain("price 20 each");
    expect(frame).toContain(core.items.get("core:healing_potion").description.split(" ").slice(0, 3).join(" "));
    expect(frame).toContain(`gold ${gold}`);
    expectFits(ui);
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).toContain("i inventory  ? help  m log  q quit");
    expect(turnOf(ui.lastFrame())).toBe(0);
  });

  it("compares a pack item with what is worn as deltas; wearing it from the screen swaps them, passes a turn and keeps the screen open", async () => {
    const ui = renderAt(roomWith([{ pos: START, items: ["core:chainmail"] }]));
    await newHero(ui);
    await press(ui, "g");
    expect(frameOf(ui)).toMatch(/You pick up a chainmail\./i);
    expect(turnOf(ui.lastFrame())).toBe(1);
    expect(rowsOf(ui.lastFrame())[1]).toMatch(/^pack 3\/20 /);
    await press(ui, "i");
    // Gear sorts first in the pack: the chainmail is under the cursor, compared with the leather.
    expect(frameOf(ui)).toContain("> Chainmail");
    expect(frameOf(ui)).toContain("Worn instead of the leather armour:");
    expect(frameOf(ui)).toContain("evasion -1, physical resistance +10%");
    await press(ui, KEYS.enter);
    expect(frameOf(ui)).toContain("Inventory");
    expect(frameOf(ui)).toMatch(/^ +Body +Chainmail/m);
    expect(frameOf(ui)).toContain("You put on the chainmail (Body); the leather armour goes into your pack.");
    expect(turnOf(ui.lastFrame())).toBe(2);
    // The cursor kept its row: the leather now under it, compared the other way round.
    expect(frameOf(ui)).toContain("> Leather armour");
    expect(frameOf(ui)).toContain("Worn instead of the chainmail:");
    expect(frameOf(ui)).toContain("evasion +1, physical resistance -10%");
    await press(ui, KEYS.escape);
    expect(turnOf(ui.lastFrame())).toBe(2);
  });

  it("takes off and drops from the screen, each a turn; the drop lies under the hero and g picks it up again", async () => {
    const ui = renderAt(roomWith([]));
    await newHero(ui);
    await press(ui, "i");
    await press(ui, KEYS.tab); // to the slots
    await press(ui, "j"); // Off hand
    expect(frameOf(ui)).toContain("> Off hand");
    await press(ui, "e");
    expect(frameOf(ui)).toMatch(/^ +> Off hand +—/m);
    expect(frameOf(ui)).toContain("You take off the wooden shield and put it in your pack.");
    await press(ui, KEYS.tab); // to the pack: the shield sorts first
    expect(frameOf(ui)).toContain("> Wooden shield");
    await press(ui, "d");
    expect(frameOf(ui)).toContain("You drop Wooden shield.");
    expect(frameOf(ui)).not.toMatch(/^ *>? *Wooden shield/m);
    await press(ui, KEYS.escape);
    expect(turnOf(ui.lastFrame())).toBe(2);
    // The hero hides the pile it stands on, so the hint line says it is there.
    expect(frameOf(ui)).toContain("g pick up what lies here");
    const [hero] = findOnMap(ui.lastFrame(), "@");
    await press(ui, "l");
    expect(findOnMap(ui.lastFrame(), "*")).toEqual([hero]);
    expect(frameOf(ui)).not.toContain("g pick up");
    await press(ui, "h");
    await press(ui, "g");
    expect(frameOf(ui)).toMatch(/You pick up a wooden shield\./i);
    expect(turnOf(ui.lastFrame())).toBe(5);
    expect(findOnMap(ui.lastFrame(), "*")).toEqual([]);
  });

  it("refuses with the reason and no turn when there is nothing to pick up", async () => {
    const ui = renderAt(roomWith([]));
    await newHero(ui);
    await press(ui, "g");
    expect(frameOf(ui)).toContain("There is nothing here to pick up.");
    expect(turnOf(ui.lastFrame())).toBe(0);
  });

  it("draws every pile alike, whatever it holds, only where the hero has seen", async () => {
    const ui = renderAt(
      roomWith([
        { pos: [1, 1], items: ["core:iron_sword"] },
        { pos: [7, 3], table: "core:floor_1_loot" },
        { pos: [6, 1], items: ["core:gold"] },
      ]),
    );
    await newHero(ui);
    const piles = findOnMap(ui.lastFrame(), "*");
    expect(piles).toHaveLength(3);
    const [hero] = findOnMap(ui.lastFrame(), "@");
    // Relative to the hero at (3, 2), as the piles lie on the floor.
    expect(piles.map(([x, y]) => [x - hero![0] + START[0], y - hero![1] + START[1]]).sort()).toEqual(
      [
        [1, 1],
        [6, 1],
        [7, 3],
      ].sort(),
    );
    // No item's own symbol is on the map.
    expect(findOnMap(ui.lastFrame(), core.items.get("core:iron_sword").symbol?.char ?? "[")).toEqual([]);
  });

  it("fits 80×24 with a full pack, keeping the cursor's row in view, and shows more at 120×40", async () => {
    const many = core.items
      .all()
      .filter((i) => !i.stackable)
      .slice(0, 24)
      .map((i) => i.id);
    const ui = renderAt(roomWith([{ pos: START, items: many }]));
    await newHero(ui);
    await press(ui, "g");
    expect(rowsOf(ui.lastFrame())[1]).toMatch(/^pack 20\/20 /);
    expect(frameOf(ui)).toContain("Your pack is full (20/20)");
    await press(ui, "i");
    expectFits(ui);
    // List rows only: the two message rows and the hint line under the list are left out.
    const shown = (ui: Rendered) =>
      rowsOf(ui.lastFrame())
        .slice(0, -4)
        .filter((row) => /^ {3}\S/.test(row) || /^ > \S/.test(row)).length;
    // 7 slots and 20 pack items do not fit 19 rows: the list scrolls with the cursor.
    expect(shown(ui)).toBeLessThan(27);
    await press(ui, KEYS.tab); // the first slot
    expect(frameOf(ui)).toMatch(/^ > Main hand/m);
    await press(ui, KEYS.up); // stops on the first row: no wrap round to the pack's last, out of view
    expect(frameOf(ui)).toMatch(/^ > Main hand/m);
    expect(frameOf(ui)).toMatch(/^ {3}↓ \d+ more$/m);
    expectFits(ui);
    await press(ui, "\u001B[5~"); // PgUp: still a row under the cursor, in view
    expect(frameOf(ui)).toMatch(/^ > \S/m);
    await press(ui, "?");
    expectFits(ui);
    await press(ui, KEYS.escape);
    // At 120×40 the whole list fits.
    const wide = renderAt(roomWith([{ pos: START, items: many }]), 120, 40);
    await newHero(wide);
    await press(wide, "g");
    await press(wide, "i");
    expect(shown(wide)).toBe(core.slots.all().length + 20);
    expectFits(wide, 120, 40);
  });
});

describe("the inventory at 80×24", () => {
  const many = () =>
    core.items
      .all()
      .filter((i) => !i.stackable)
      .slice(0, 24)
      .map((i) => i.id);

  it("always shows both headings and every slot, whichever row the cursor is on: the pack scrolls, not the frame", async () => {
    const ui = renderAt(roomWith([{ pos: START, items: many() }]));
    await newHero(ui);
    await press(ui, "g");
    await press(ui, "i");
    await press(ui, KEYS.tab); // the first slot
    const slots = core.slots.all();
    const seen = new Set<string>();
    for (let i = 0; i < slots.length + 20; i++) {
      const frame = rowsOf(ui.lastFrame());
      expectFits(ui);
      expect(frame[0]).toMatch(/^ Inventory/);
      expect(
        frame.some((r) => /^ Worn/.test(r)),
        frame.join("\n"),
      ).toBe(true);
      expect(
        frame.some((r) => /^ Pack 20\/20/.test(r)),
        frame.join("\n"),
      ).toBe(true);
      for (const slot of slots)
        expect(
          frame.some((r) => new RegExp(`^ (>| ) ${slot.name} `).test(r)),
          `${slot.name}\n${frame.join("\n")}`,
        ).toBe(true);
      const at = frame.find((r) => /^ > /.test(r));
      expect(at).toBeDefined();
      seen.add(at!);
      await press(ui, KEYS.down);
    }
    // The cursor went through every row, each of them in view.
    expect(seen.size).toBe(slots.length + 20);
    // A scrolled pack says what is out of view.
    expect(frameOf(ui)).toMatch(/^ {3}↑ \d+ more$/m);
  });

  it("wraps a long name onto a second line instead of cutting it, and wraps a long message instead of cutting it", async () => {
    const slippers = (uid: number) => ({
      uid,
      def: "core:shadow_slippers",
      affixes: [
        { id: "core:supple", tier: 1 },
        { id: "core:vigorous", tier: 1 },
        { id: "core:of_the_bear", tier: 1 },
      ],
      count: 1,
    });
    const floors: FloorBuilder = (registries, number, seed) => {
      const floor = roomWith([])(registries, number, seed)!;
      floor.piles = [{ pos: [...START], items: [slippers(10_000)] }];
      return floor;
    };
    const ui = renderAt(floors);
    await newHero(ui);
    await press(ui, "g");
    await press(ui, "i");
    const name = itemName(core, slippers(1));
    expect(name.length).toBeGreaterThan(34);
    const frame = rowsOf(ui.lastFrame());
    const at = frame.findIndex((r) => /^ > /.test(r));
    // The name goes on under itself, in the list column (before the details).
    const list = (r: string) => r.slice(3, 37).trim();
    expect(`${list(frame[at]!)} ${list(frame[at + 1]!)}`).toBe(name);
    expect(frame.join("\n")).not.toMatch(/\S…/);
    await press(ui, "e"); // put on: the message names the item and what it replaced, in full
    const words = rowsOf(ui.lastFrame())
      .slice(-3, -1)
      .map((r) => r.trim())
      .join(" ");
    expect(words).toContain(name);
    expect(words).not.toContain("…");
    expectFits(ui);
  });
});

describe("items in a fight", () => {
  const TOUGH_RAT: readonly Foe[] = [
    { def: "core:rat", tweak: (c) => ((c.base.max_health = 200), (c.health = 200), (c.base.strength = 6)) },
  ];

  /** Human Mage (a potion from each) walked into the den. */
  async function intoFight(ui: Rendered): Promise<void> {
    await newHero(ui, 2);
    await press(ui, "l".repeat(STEPS_TO_DEN));
    expect(frameOf(ui)).toContain("Fight —");
  }

  it("offers the inventory from the fight menu; drinking a potion heals, passes the turn and shows the fight again", async () => {
    const ui = renderAt(fightFloor(core, TOUGH_RAT));
    await intoFight(ui);
    expect(frameOf(ui)).toContain("i items");
    // Wait until the rat has hurt the hero enough for a potion to matter.
    const health = () => /health \[[^\]]*\] (\d+)\/(\d+)/.exec(rowWith(ui, "@ Ana"))!.slice(1).map(Number) as [number, number];
    for (let i = 0; i < 30 && health()[0] > health()[1] - 5; i++) await press(ui, ".");
    const [before, most] = health();
    expect(before).toBeLessThan(most);
    const turn = turnOf(ui.lastFrame());
    await press(ui, "i");
    expect(frameOf(ui)).toContain("in a fight: using an item takes your turn");
    expect(frameOf(ui)).toContain("> Healing potion ×3");
    expectFits(ui);
    // Wearing is for quiet moments: refused in place, no turn.
    await press(ui, "e");
    expect(frameOf(ui)).toContain("You are in a fight");
    expect(frameOf(ui)).toContain("Inventory");
    await press(ui, KEYS.enter);
    expect(frameOf(ui)).toContain("Fight —");
    expect(frameOf(ui)).toContain("You use the healing potion.");
    expect(frameOf(ui)).toMatch(new RegExp(`Healing potion heals you for \\d+ \\(${before} → \\d+\\)`));
    expect(turnOf(ui.lastFrame())).toBe(turn + 1);
    await press(ui, "i");
    expect(frameOf(ui)).toContain("Healing potion ×2");
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).toContain("Fight —");
    expect(turnOf(ui.lastFrame())).toBe(turn + 1);
  });
});
