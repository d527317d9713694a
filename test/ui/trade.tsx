import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import type { NewItem } from "../../src/game/inventory.js";
import { stockShops } from "../../src/gen/stock.js";
import { Rng } from "../../src/lib/rng.js";
import { bazaarRegistries } from "../helpers/bazaar.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";
import { renderAt80x24 } from "./app-at.js";
import { rowsOf } from "./fixtures.js";
import { KEYS, press, ready, type, type Rendered } from "./press.js";

/** Where the sage stands in the UI's bazaar: this many steps east of the hero (who starts on the merchant). */
export const STEPS_TO_SAGE = 2;

/** Goods a test can name: a keen sword (75 gold at charisma 10), a plain one (50), three potions (10 each). */
export const KNOWN_STOCK: readonly NewItem[] = [
  { def: "bazaar:sword", affixes: [{ id: "bazaar:keen", tier: 1 }], count: 1 },
  { def: "bazaar:sword", affixes: [], count: 1 },
  { def: "bazaar:potion", affixes: [], count: 3 },
];

/**
 * The bazaar hall of test/helpers/bazaar.ts for the App: the merchant on the hero's very
 * tile (so `t` talks at once), the sage two steps east. The merchant sells `stock`, or
 * what the generator's own `stockShops` draws when none is given.
 */
export function bazaarFloor(registries: Registries, stock?: readonly NewItem[]): FloorBuilder {
  return (loaded, number, seed) => {
    const room = drawnRoom("test:hall", 0, 0, 7, 3);
    room.npcs = [
      { id: "bazaar:merchant", pos: [1, 1] },
      { id: "bazaar:sage", pos: [1 + STEPS_TO_SAGE, 1] },
    ];
    if (stock) room.npcs[0]!.stock = structuredClone([...stock]);
    else stockShops(registries, [room], Rng.fromSeed(`${seed}/floor/${number}/shops`));
    return drawnFloor(["#######", "#@....#", "#######"], [room])(loaded, number, seed);
  };
}

/** The App at 80×24 on the bazaar floor (the bazaar mod's options: gold, charisma). */
export function renderBazaar(opts: { gold?: number; charisma?: number; stock?: readonly NewItem[] } = {}) {
  const { registries } = bazaarRegistries(opts);
  const ui = renderAt80x24(registries, bazaarFloor(registries, opts.stock ?? KNOWN_STOCK), "bazaar-ui");
  return ui;
}

/** New run → the bazaar's one kind (Trader) → the name → the map, standing on the merchant. */
export async function createTrader(ui: Rendered, name = "Ada"): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
  await type(ui, name);
  await press(ui, KEYS.enter);
}

/** The frame as one string without colour codes. */
export const frameOf = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

/** The first row of the frame holding `text` ("" when none does). */
export const rowWith = (ui: Rendered, text: string | RegExp) =>
  rowsOf(ui.lastFrame()).find((row) => (typeof text === "string" ? row.includes(text) : text.test(row))) ?? "";
