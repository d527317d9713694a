import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import { addItem } from "../../src/game/inventory.js";
import { itemName, modeOf, shopGoods } from "../../src/game/queries/index.js";
import type { Screen, ScreenContext } from "../../src/ui/screen-stack.js";
import { handleInput, initialDialog, initialShop } from "../../src/ui/screens/index.js";
import { matchMode } from "../../src/ui/mode-screens.js";
import { goodLines, packLines } from "../../src/ui/screens/shop.js";
import { bazaar } from "../helpers/bazaar.js";
import { drawnFloor } from "../helpers/scenario.js";
import { coreRegistries } from "./fixtures.js";
import { KNOWN_STOCK } from "./trade.js";

const MAP: Screen = { kind: "map" };

/** The bazaar's merchant selling the known goods, the hero on his tile. */
function bazaarAtMerchant() {
  const b = bazaar();
  b.room.npcs[0]!.stock = structuredClone([...KNOWN_STOCK]);
  b.run("move e", "move e");
  const ctx: ScreenContext = { registries: b.registries, game: b.game };
  return { ...b, ctx };
}

describe("the stack follows the conversation", () => {
  it("puts the dialog on top while talking, the shop once it opens, and drops both when it ends", () => {
    const b = bazaarAtMerchant();
    const follow = (stack: readonly Screen[]) => matchMode(stack, modeOf(b.state), b.state);
    expect(follow([MAP])).toEqual([MAP]);
    b.run("talk");
    const talking = follow([MAP]);
    expect(talking).toEqual([MAP, initialDialog()]);
    b.run("choose 1");
    expect(follow(talking)).toEqual([MAP, initialShop()]);
    const moved: Screen[] = [MAP, { kind: "shop", column: "pack", goods: 2, pack: 1 }];
    expect(follow(moved)).toBe(moved);
    b.run("leave");
    expect(follow(moved)).toEqual([MAP]);
  });
});

describe("the dialog's keys", () => {
  it("send choose with the option's number, by Enter on the cursor or by its digit, and leave on Esc", () => {
    const b = bazaarAtMerchant();
    b.run("talk");
    expect(handleInput({ kind: "dialog", cursor: 1 }, "confirm", b.ctx)).toMatchObject({
      type: "command",
      command: { kind: "choose_dialog", option: 2 },
    });
    expect(handleInput(initialDialog(), { char: "2" }, b.ctx)).toEqual({ type: "command", command: { kind: "choose_dialog", option: 2 } });
    expect(handleInput(initialDialog(), { char: "3" }, b.ctx)).toEqual({ type: "none" });
    expect(handleInput(initialDialog(), "north", b.ctx)).toEqual({ type: "replace", screen: { kind: "dialog", cursor: 0 } });
    expect(handleInput(initialDialog(), "cancel", b.ctx)).toEqual({ type: "command", command: { kind: "leave" } });
    expect(handleInput(initialDialog(), "rest", b.ctx)).toEqual({ type: "none" });
  });
});

describe("the shop's keys", () => {
  it("buy the highlighted good by its number and sell the highlighted pack item by uid, one at a time", () => {
    const b = bazaarAtMerchant();
    b.run("talk", "choose 1");
    expect(handleInput({ kind: "shop", column: "goods", goods: 2, pack: 0 }, "confirm", b.ctx)).toMatchObject({
      type: "command",
      command: { kind: "buy", good: 3 },
    });
    // The pack column leaves the money out: its first line is the pebble.
    const pebble = b.state.player.inventory.find((i) => i.def === "bazaar:pebble")!;
    expect(handleInput({ kind: "shop", column: "pack", goods: 0, pack: 0 }, "confirm", b.ctx)).toMatchObject({
      type: "command",
      command: { kind: "sell", uid: pebble.uid },
    });
  });

  it("switch columns with Tab (or left and right), each keeping its cursor, and stop the cursor at the ends of its column", () => {
    const b = bazaarAtMerchant();
    b.run("talk", "choose 1");
    const at = { kind: "shop", column: "goods", goods: 1, pack: 1 } as const;
    expect(handleInput(at, "tab", b.ctx)).toEqual({ type: "replace", screen: { ...at, column: "pack" } });
    expect(handleInput(at, "east", b.ctx)).toEqual({ type: "replace", screen: { ...at, column: "pack" } });
    expect(handleInput(at, "west", b.ctx)).toEqual({ type: "none" });
    // A move puts the cursor on a line and remembers what the line holds (`goodsKey`, `packKey`).
    expect(handleInput({ ...at, goods: 2 }, "south", b.ctx)).toEqual({
      type: "replace",
      screen: { ...at, goods: 2, goodsKey: expect.any(String) },
    });
    expect(handleInput({ ...at, column: "pack" }, "south", b.ctx)).toEqual({
      type: "replace",
      screen: { ...at, column: "pack", pack: 1, packKey: expect.any(String) },
    });
    expect(handleInput({ ...at, column: "pack", pack: 0 }, "north", b.ctx)).toEqual({
      type: "replace",
      screen: { ...at, column: "pack", pack: 0, packKey: expect.any(String) },
    });
  });

  it("keep the cursor inside the list when a sold-out line closes it up", () => {
    const b = bazaarAtMerchant();
    b.run("talk", "choose 1");
    const last = { kind: "shop", column: "goods", goods: 2, pack: 0 } as const;
    b.run("buy 1"); // the keen sword, the only one: two lines left
    expect(shopGoods(b.state, b.registries)).toHaveLength(2);
    expect(handleInput(last, "confirm", b.ctx)).toMatchObject({ type: "command", command: { kind: "buy", good: 2 } });
  });

  it("keep the cursor on the line it was put on when a sale moves the lines about, and show items alike as one line", () => {
    const b = bazaarAtMerchant();
    b.run("talk", "choose 1");
    const lines = () => packLines(b.state, b.registries);
    // The pebble first, the potions second: put the cursor on the potions.
    expect(lines().map((l) => l.first.def)).toEqual(["bazaar:pebble", "bazaar:potion"]);
    const onPotions = handleInput({ kind: "shop", column: "pack", goods: 0, pack: 0 }, "south", b.ctx);
    if (onPotions.type !== "replace" || onPotions.screen.kind !== "shop") throw new Error("no move");
    // The pebble leaves the pack (dropped here, as a sale of the line above would): the potions move up a row.
    b.state.player.inventory.splice(
      b.state.player.inventory.findIndex((i) => i.def === "bazaar:pebble"),
      1,
    );
    const potion = b.state.player.inventory.find((i) => i.def === "bazaar:potion")!;
    expect(handleInput(onPotions.screen, "confirm", b.ctx)).toMatchObject({ type: "command", command: { kind: "sell", uid: potion.uid } });
    // Two swords alike are one line "×2" in the goods once the hero sells his own back.
    b.state.player.inventory.push(
      { uid: 9_000, def: "bazaar:sword", affixes: [], count: 1 },
      { uid: 9_001, def: "bazaar:sword", affixes: [], count: 1 },
    );
    const swords = lines().filter((l) => l.first.def === "bazaar:sword");
    expect(swords).toHaveLength(1);
    expect(swords[0]!.count).toBe(2);
    b.run("sell 9000");
    const goods = goodLines(b.state, b.registries).filter((l) => l.first.item.def === "bazaar:sword" && l.first.item.affixes.length === 0);
    expect(goods).toHaveLength(1);
    expect(goods[0]!.count).toBe(2);
  });

  it("show items alike as the pack stacks them: the same affixes in another order are a line of their own", () => {
    const registries = coreRegistries();
    const floor = drawnFloor(["#####", "#@..#", "#####"]);
    const game = createGame(registries, { seed: "alike", name: "T", options: ["core:human", "core:warrior"] }, { buildFloor: floor });
    if (!(game instanceof Game)) throw new Error(game.error);
    const { state } = game;
    const affixes = (...ids: string[]) => ids.map((id) => ({ id: `core:${id}`, tier: 1 }));
    const pack = state.player.inventory;
    pack.length = 0;
    addItem(state, pack, { def: "core:healing_potion", affixes: affixes("sharp", "keen"), count: 2 }, registries);
    addItem(state, pack, { def: "core:healing_potion", affixes: affixes("keen", "sharp"), count: 1 }, registries);
    addItem(state, pack, { def: "core:dagger", affixes: affixes("sharp", "keen"), count: 2 }, registries);
    addItem(state, pack, { def: "core:dagger", affixes: affixes("keen", "sharp"), count: 1 }, registries);
    // Potions stack (two stacks), daggers do not (three pieces): the shop's lines are two of each all the same.
    expect(pack.map((i) => i.def)).toEqual(["core:healing_potion", "core:healing_potion", "core:dagger", "core:dagger", "core:dagger"]);
    expect(packLines(state, registries).map((l) => [itemName(registries, l.first), l.count])).toEqual([
      ["Sharp keen healing potion ×2", 2],
      ["Keen sharp healing potion", 1],
      ["Sharp keen dagger", 2],
      ["Keen sharp dagger", 1],
    ]);
  });
});
