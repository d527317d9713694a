import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import { roomAt } from "../../src/game/floor.js";
import { pictured } from "../helpers/scenario.js";
import { newRun, renderAt80x24 } from "./app-at.js";
import { coreRegistries, expectFits, findOnMap, rowsOf, turnOf } from "./fixtures.js";
import { frameWhere, KEYS, press, type Rendered } from "./press.js";
import { gameInFight } from "./fight.js";
import { handleInput, initialLook } from "../../src/ui/screens/index.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/**
 * A floor bigger than the screen (100×40): the hero in a corridor at the west end, a room at
 * the east end with the merchant (`1`), the stairs and a pile (`l`), and a door (`D`) of a room
 * never seen. Everything but that room is already explored, so the overview has it all to show.
 */
function bigFloor(): FloorBuilder {
  const rows = Array.from({ length: 40 }, () => " ".repeat(100).split(""));
  const put = (x: number, y: number, text: string) => [...text].forEach((c, i) => (rows[y]![x + i] = c));
  put(80, 17, "##########");
  put(80, 18, "#..1.....#");
  put(80, 19, "+.....>..#");
  put(80, 20, "#....l...#");
  put(80, 21, "##########");
  put(2, 19, "@" + ".".repeat(77));
  put(40, 20, ".");
  put(37, 21, "##D##");
  put(37, 22, "#...#");
  put(37, 23, "#####");
  const { build, spots } = pictured(rows.map((r) => r.join("")));
  return (r, n, s) => {
    const floor = build(r, n, s)!;
    const y = floor.tiles.findIndex((row) => row.includes(">"));
    floor.stairs = [floor.tiles[y]!.indexOf(">"), y];
    roomAt(floor, ...spots["1"]!)!.npcs.push({ id: "core:merchant", pos: [...spots["1"]!] });
    // Explored: every tile drawn but the small room's inside; the rock around stays dark.
    floor.seen = floor.tiles.map((row, yy) =>
      [...row].map((c, xx) => (c === " " || (yy === 22 && xx >= 38 && xx <= 40) ? "0" : "1")).join(""),
    );
    return floor;
  };
}

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

describe("the overview (X) at 80×24", () => {
  it("shows the whole explored floor scaled to fit, with the stairs, the merchant, a pile, a room not seen and a legend", async () => {
    const ui = renderAt80x24(core, bigFloor(), "overview");
    await newRun(ui);
    // The map at 80 columns scrolls around the hero: the merchant's room is off screen.
    expect(findOnMap(ui.lastFrame(), ">")).toEqual([]);
    const turn = turnOf(ui.lastFrame());
    await press(ui, "X");
    const frame = text(ui);
    expect(frame).toContain("Floor 1: what you have explored");
    expect(frame).toContain("2×3 tiles a cell");
    for (const glyph of [">", "&", "*", "?", "@"]) expect(frame, glyph).toContain(glyph);
    expect(frame).toContain("> stairs  & people  E enemies  * piles  ? room not seen");
    expect(frame).toContain("You are here.");
    expectFits(ui);
    await press(ui, KEYS.escape);
    expect(text(ui)).not.toContain("what you have explored");
    expect(turnOf(ui.lastFrame())).toBe(turn);
    ui.unmount();
  });

  it("Tab goes to the places of note; Enter travels there by >'s rules and says why it stopped", async () => {
    const ui = renderAt80x24(core, bigFloor(), "overview");
    await newRun(ui);
    await press(ui, "X");
    // Nearest first: the unseen room's door, then the merchant, the pile and the stairs.
    await press(ui, KEYS.tab);
    expect(text(ui)).toContain("A door to a room you have not seen.");
    await press(ui, KEYS.tab);
    await press(ui, KEYS.tab);
    await press(ui, KEYS.tab);
    expect(text(ui)).toContain("The stairs down.");
    await press(ui, KEYS.enter);
    // The overview closes and the walk begins at once, a turn a step.
    expect(text(ui)).not.toContain("what you have explored");
    expect(await frameWhere(ui, (f) => f.includes("stopped: "), 8000)).toBe(true);
    // On the way, as > would, it stops beside the merchant.
    expect(text(ui)).toContain("stopped: Brannock the Peddler is here");
    expect(turnOf(ui.lastFrame())).toBeGreaterThan(70);
    ui.unmount();
  });
});

describe("travel from look (x, then Enter)", () => {
  it("walks to the merchant across the floor and stops beside him, naming him", async () => {
    const ui = renderAt80x24(core, bigFloor(), "overview");
    await newRun(ui);
    await press(ui, "x");
    await press(ui, KEYS.tab); // the only one to Tab to: the merchant
    expect(text(ui)).toContain("Brannock the Peddler");
    expect(text(ui)).toContain("Enter travel there");
    await press(ui, KEYS.enter);
    expect(await frameWhere(ui, (f) => f.includes("stopped: Brannock the Peddler is here"), 8000)).toBe(true);
    expect(text(ui)).not.toContain("Enter travel there");
    expect(turnOf(ui.lastFrame())).toBeGreaterThan(70);
    // Now beside him: Enter on the same place walks the last step.
    await press(ui, "x");
    await press(ui, KEYS.tab);
    await press(ui, KEYS.enter);
    expect(await frameWhere(ui, (f) => f.includes("stopped: arrived"), 2000)).toBe(true);
    expect(text(ui)).toContain("t talk to Brannock");
    ui.unmount();
  });

  it("Enter on a place not explored says so and takes no turn", async () => {
    const ui = renderAt80x24(core, bigFloor(), "overview");
    await newRun(ui);
    await press(ui, "x");
    await press(ui, "K"); // five rows up: rock nobody has seen
    await press(ui, KEYS.enter);
    expect(await frameWhere(ui, (f) => f.includes("stopped: that place is not explored yet"), 1000)).toBe(true);
    expect(turnOf(ui.lastFrame())).toBe(0);
    ui.unmount();
  });
});

describe("Enter on a chosen place in a fight", () => {
  it("does nothing: the look over the fight menu is not a way out of it", () => {
    const game = gameInFight(core, [{ def: "core:rat" }]);
    const response = handleInput(initialLook(game.state), "confirm", { registries: core, game });
    expect(response).toEqual({ type: "none" });
  });
});
