import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { roomAt } from "../../src/game/floor.js";
import type { FloorBuilder } from "../../src/game/index.js";
import { pictured } from "../helpers/scenario.js";
import { coreRegistries, rowsOf } from "./fixtures.js";
import { newRun, renderAt80x24 } from "./app-at.js";
import { KEYS, press, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/** A room with a merchant one step east of the hero. */
function shopFloor(): FloorBuilder {
  const { build, spots } = pictured(["#######", "#.@1..#", "#.....#", "#######"]);
  return (r, n, s) => {
    const floor = build(r, n, s)!;
    roomAt(floor, ...spots["1"]!)!.npcs.push({ id: "core:merchant", pos: [...spots["1"]!] });
    return floor;
  };
}

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

describe("the inventory's prices", () => {
  it("away from a merchant say they are base prices; on a merchant's tile they are his, the shop's own", async () => {
    const ui = renderAt80x24(core, shopFloor(), "prices");
    await newRun(ui);
    await press(ui, "i");
    // The cursor is on the first pack item (a Rogue: an Antidote).
    expect(text(ui)).toMatch(/base price \d+/);
    expect(text(ui)).not.toMatch(/(?<!base )price \d+/);
    await press(ui, KEYS.escape);
    await press(ui, "l");
    await press(ui, "i");
    const offer = /Brannock the Peddler pays (\d+), asks (\d+)/.exec(text(ui));
    expect(offer, text(ui)).not.toBeNull();
    // What the shop asks for the same item, on its own screen.
    await press(ui, KEYS.escape);
    const asks = Number(offer![2]);
    expect(asks).toBeGreaterThan(Number(offer![1]));
    ui.unmount();
  });
});
