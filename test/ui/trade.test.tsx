import { describe, expect, it } from "vitest";
import { rowsOf, turnOf, expectFits } from "./fixtures.js";
import { KEYS, press, type Rendered } from "./press.js";
import { createTrader, frameOf, KNOWN_STOCK, renderBazaar, rowWith, STEPS_TO_SAGE } from "./trade.js";

/** The option rows of the dialog: `> 1. …` or `  2. …`. */
const optionRows = (ui: Rendered) =>
  rowsOf(ui.lastFrame())
    .filter((row) => /^ {1,2}(> | {2})\d\. /.test(row))
    .map((row) => row.trim().replace(/^> /, ""));

/** The gold the gold line says the hero has. */
const goldOf = (ui: Rendered) => Number(/You have (\d+) gold/.exec(frameOf(ui))?.[1]);

/** A trader on the merchant's tile, the dialog open and "Show me your wares." chosen: the shop. */
async function atCounter(ui: Rendered): Promise<void> {
  await createTrader(ui);
  await press(ui, "t");
  await press(ui, KEYS.enter);
}

describe("talking in the App", () => {
  it("offers t on the merchant's tile, and t opens the dialog with the options numbered; a turn passes", async () => {
    const ui = renderBazaar();
    await createTrader(ui);
    expect(frameOf(ui)).toContain("t talk to Mira the merchant  i inventory  ? help");
    await press(ui, "t");
    expect(rowWith(ui, "Mira the merchant")).toMatch(/^ Mira the merchant  floor 1  turn 1$/);
    expect(optionRows(ui)).toEqual(["1. Show me your wares.", "2. Farewell."]);
    expect(rowWith(ui, "1. Show me")).toMatch(/^ > 1\./);
    expect(frameOf(ui)).toContain("You talk to Mira the merchant.");
    expect(frameOf(ui)).toContain("Enter say  1-2 choose  Esc leave");
    expectFits(ui);
  });

  it("hides an option whose condition fails, and shows it once the condition holds", async () => {
    const ui = renderBazaar();
    await createTrader(ui);
    for (let i = 0; i < STEPS_TO_SAGE; i++) await press(ui, "l");
    await press(ui, "t");
    expect(rowWith(ui, "Old sage")).toContain(`turn ${STEPS_TO_SAGE + 1}`);
    expect(optionRows(ui)).toEqual(["1. Any errands?", "2. Goodbye."]);
    await press(ui, KEYS.enter); // starts the errand: the conversation goes on
    expect(optionRows(ui)).toEqual(["1. About that errand…", "2. Goodbye."]);
    expect(frameOf(ui)).toContain('You: "Any errands?"');
    expectFits(ui);
  });

  it("chooses with the arrows and Enter or with the digit; a parting line ends the talk, back to the map", async () => {
    const ui = renderBazaar();
    await createTrader(ui);
    await press(ui, "t");
    await press(ui, KEYS.down);
    expect(rowWith(ui, "2. Farewell.")).toMatch(/^ > 2\./);
    await press(ui, "9"); // no ninth option: nothing happens
    expect(turnOf(ui.lastFrame())).toBe(1);
    await press(ui, "2");
    expect(rowsOf(ui.lastFrame())[0]).toMatch(/^@ Ada {2}health/);
    expect(frameOf(ui)).toContain("You leave Mira the merchant.");
    expect(turnOf(ui.lastFrame())).toBe(2);
  });

  it("Esc leaves the dialog (the game's leave: a turn), back to the map", async () => {
    const ui = renderBazaar();
    await createTrader(ui);
    await press(ui, "t");
    await press(ui, KEYS.escape);
    expect(rowsOf(ui.lastFrame())[0]).toMatch(/^@ Ada {2}health/);
    expect(frameOf(ui)).toContain("You leave Mira the merchant.");
    expect(turnOf(ui.lastFrame())).toBe(2);
  });

  it("t where nobody stands is refused with the reason, and no turn passes", async () => {
    const ui = renderBazaar();
    await createTrader(ui);
    // To the far end, two steps past the sage: beside someone, t would still reach them.
    for (let i = 0; i < 4; i++) await press(ui, "l");
    await press(ui, "t");
    expect(frameOf(ui)).toContain("There is nobody here to talk to");
    expect(turnOf(ui.lastFrame())).toBe(4);
  });

  it("a burst of keys ends where the dialog opens: a digit typed with t does not choose unseen", async () => {
    const ui = renderBazaar();
    await createTrader(ui);
    await press(ui, "t1");
    expect(optionRows(ui)).toEqual(["1. Show me your wares.", "2. Farewell."]);
    expect(turnOf(ui.lastFrame())).toBe(1);
  });
});

describe("the shop in the App", () => {
  it("opens on 'Show me your wares.': the goods with prices beside the pack with offers, the first good described and weighed against what is worn", async () => {
    const ui = renderBazaar();
    await atCounter(ui);
    const frame = frameOf(ui);
    expect(rowWith(ui, "goods")).toMatch(/^ Mira the merchant's goods  floor 1  turn 2$/);
    expect(rowWith(ui, "For sale")).toMatch(/For sale +price │ +Your pack +offer$/);
    expect(rowWith(ui, "Keen iron sword  ")).toMatch(/^ > Keen iron sword +75 │ +Pebble +—$/);
    expect(rowWith(ui, /Iron sword +50/)).toMatch(/^ {3}Iron sword +50 │ +Healing potion ×2 +\d+$/);
    expect(rowWith(ui, "Healing potion ×3")).toMatch(/^ {3}Healing potion ×3 +10 │/);
    expect(frame).toContain("Keen iron sword  worn on: Main hand");
    expect(frame).toContain("Keen (tier 1): +1 accuracy");
    expect(frame).toContain("Worn instead of nothing: accuracy +1");
    expect(frame).toContain("You have 100 gold; after buying one: 25 gold.");
    expect(frame).toContain("Enter buy one  Tab your pack  Esc leave");
    expectFits(ui);
  });

  it("buys the highlighted good with Enter: gold goes, the good comes into the pack, a turn passes", async () => {
    const ui = renderBazaar();
    await atCounter(ui);
    await press(ui, KEYS.down);
    await press(ui, KEYS.down);
    expect(frameOf(ui)).toContain("You have 100 gold; after buying one: 90 gold.");
    await press(ui, KEYS.enter);
    expect(frameOf(ui)).toContain("You buy a healing potion for 10 gold.");
    expect(goldOf(ui)).toBe(90);
    expect(rowWith(ui, "Healing potion ×2  ")).toMatch(/^ > Healing potion ×2 +10 │$/);
    expect(rowWith(ui, "│   Healing potion ×3")).toMatch(/Healing potion ×3 +\d+$/);
    expect(turnOf(ui.lastFrame())).toBe(3);
    expectFits(ui);
  });

  it("shows items alike as one line (two plain swords: 'Iron sword ×2'), and buying one keeps the cursor on that line", async () => {
    const plain = { def: "bazaar:sword", affixes: [], count: 1 };
    // What a merchant holds after the hero sold him a sword he had too.
    const ui = renderBazaar({ stock: [plain, KNOWN_STOCK[2]!, plain] });
    await atCounter(ui);
    const swords = rowsOf(ui.lastFrame()).filter((r) => r.includes("│") && /Iron sword/.test(r.split("│")[0]!));
    expect(swords).toHaveLength(1);
    expect(swords[0]).toMatch(/^ > Iron sword ×2 +50 │/);
    await press(ui, KEYS.enter);
    expect(frameOf(ui)).toContain("You buy an iron sword for 50 gold.");
    expect(rowWith(ui, "> Iron sword"), frameOf(ui)).toMatch(/^ > Iron sword +50 │/);
    expectFits(ui);
  });

  it("Tab goes to the pack; selling one pays the offer and shows the new total", async () => {
    const ui = renderBazaar();
    await atCounter(ui);
    await press(ui, KEYS.tab);
    expect(rowWith(ui, "Pebble")).toMatch(/│ > Pebble +—$/);
    expect(frameOf(ui)).toContain("You have 100 gold. Nobody would pay anything for the pebble.");
    expect(frameOf(ui)).toContain("Enter sell one  Tab the goods");
    await press(ui, KEYS.down);
    const offer = Number(/Healing potion ×2 +(\d+)$/.exec(rowWith(ui, "> Healing potion ×2"))?.[1]);
    expect(offer).toBeGreaterThan(0);
    expect(frameOf(ui)).toContain(`You have 100 gold; after selling one: ${100 + offer} gold.`);
    await press(ui, KEYS.enter);
    expect(frameOf(ui)).toContain(`You sell a healing potion for ${offer} gold.`);
    expect(goldOf(ui)).toBe(100 + offer);
    expect(rowWith(ui, "> Healing potion")).toMatch(/│ > Healing potion +\d+$/);
    // The merchant sells on what he buys: his potions are four now.
    expect(rowWith(ui, "Healing potion ×4")).toMatch(/^ {3}Healing potion ×4 +10 │/);
    expect(turnOf(ui.lastFrame())).toBe(3);
    // Tab back: the goods' cursor is where it was.
    await press(ui, KEYS.tab);
    expect(rowWith(ui, "Keen iron sword  ")).toMatch(/^ > Keen/);
    expectFits(ui);
  });

  it("a refusal (too little gold, an item worth nothing) shows its reason as the message line does and passes no turn", async () => {
    const ui = renderBazaar({ gold: 5 });
    await atCounter(ui);
    expect(frameOf(ui)).toContain("You have 5 gold; one costs 75 gold: 70 gold short.");
    await press(ui, KEYS.enter);
    expect(rowsOf(ui.lastFrame()).at(-2)).toBe(" That costs 75 gold; you have 5 gold.");
    expect(turnOf(ui.lastFrame())).toBe(2);
    expect(goldOf(ui)).toBe(5);
    await press(ui, KEYS.tab);
    await press(ui, KEYS.enter); // the pebble
    expect(rowsOf(ui.lastFrame()).at(-2)).toBe(" Nobody would pay anything for the pebble.");
    expect(turnOf(ui.lastFrame())).toBe(2);
    expectFits(ui);
  });

  it("Esc leaves the shop back to the map; talking again shows the same goods", async () => {
    const ui = renderBazaar();
    await atCounter(ui);
    const goods = rowsOf(ui.lastFrame())
      .filter((row) => row.includes("│"))
      .map((row) => row.split("│")[0]!.trim());
    await press(ui, KEYS.escape);
    expect(rowsOf(ui.lastFrame())[0]).toMatch(/^@ Ada {2}health/);
    expect(frameOf(ui)).toContain("You leave Mira the merchant.");
    expect(turnOf(ui.lastFrame())).toBe(3);
    await press(ui, "t");
    await press(ui, "1");
    expect(
      rowsOf(ui.lastFrame())
        .filter((row) => row.includes("│"))
        .map((row) => row.split("│")[0]!.trim()),
    ).toEqual(goods);
  });

  it("keeps the help and the log over the shop, and Esc closes them back to it", async () => {
    const ui = renderBazaar();
    await atCounter(ui);
    await press(ui, "?");
    expect(frameOf(ui)).toContain("Every action is a turn");
    expectFits(ui);
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).toContain("Mira the merchant's goods");
    await press(ui, "m");
    await press(ui, KEYS.escape);
    expect(frameOf(ui)).toContain("Mira the merchant's goods");
    expect(turnOf(ui.lastFrame())).toBe(2);
  });
});
