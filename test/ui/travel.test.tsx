import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import { INTERRUPTED } from "../../src/ui/travel-loop.js";
import { roomAt } from "../../src/game/floor.js";
import { pictured } from "../helpers/scenario.js";
import { coreRegistries, expectFits, findOnMap, rowsOf, turnOf } from "./fixtures.js";
import { newRun, renderAt80x24 } from "./app-at.js";
import { frameWhere, press, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/** A drawing as a floor, its `>` the stairs, its spot `1` (in a room) the NPC `npc`. */
function floorOf(picture: string[], npc?: string): FloorBuilder {
  const { build, spots } = pictured(picture);
  return (r, n, s) => {
    const floor = build(r, n, s)!;
    const y = floor.tiles.findIndex((row) => row.includes(">"));
    if (y >= 0) floor.stairs = [floor.tiles[y]!.indexOf(">"), y];
    const at = spots["1"];
    if (npc && at) roomAt(floor, ...at)!.npcs.push({ id: npc, pos: [...at] });
    return floor;
  };
}

const renderApp = (floor: FloorBuilder) => renderAt80x24(core, floor, "travel");

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

const ROOMS = ["          #######", " @........+.....#", "          #....>#", "          #######"];

describe("travel in the UI at 80×24", () => {
  it("o explores step by step, a turn each, and says why it stopped; > then walks to the stairs and > takes them", async () => {
    const ui = renderApp(floorOf(ROOMS));
    await newRun(ui);
    expect(turnOf(ui.lastFrame())).toBe(0);
    const before = findOnMap(ui.lastFrame(), "@")[0]!;
    await press(ui, "o");
    expect(await frameWhere(ui, (f) => f.includes("stopped: fully explored"), 4000)).toBe(true);
    const after = findOnMap(ui.lastFrame(), "@")[0]!;
    expect(after[0]).toBeGreaterThan(before[0]);
    // Each step was an ordinary turn: the counter shows every one of them.
    expect(turnOf(ui.lastFrame())).toBeGreaterThanOrEqual(after[0] - before[0]);
    expectFits(ui);
    await press(ui, ">");
    expect(await frameWhere(ui, (f) => f.includes("stopped: on the stairs"), 4000)).toBe(true);
    expect(text(ui)).toContain("floor 1 ");
    await press(ui, ">");
    // On the stairs `>` goes down, as it always did.
    expect(await frameWhere(ui, (f) => f.includes("floor 2 "), 2000)).toBe(true);
    ui.unmount();
  });

  it("any key stops a travel under way, and the message line says so", async () => {
    const ui = renderApp(floorOf([" @" + ".".repeat(70) + " "]));
    await newRun(ui);
    await press(ui, "o");
    await press(ui, "z");
    expect(await frameWhere(ui, (f) => f.includes(INTERRUPTED), 1000)).toBe(true);
    const turn = turnOf(ui.lastFrame());
    expect(turn).toBeGreaterThan(0);
    expect(turn).toBeLessThan(69);
    // Stopped means stopped: no step comes after the key.
    await new Promise((r) => setTimeout(r, 100));
    expect(turnOf(ui.lastFrame())).toBe(turn);
    ui.unmount();
  });

  it("> before the stairs are seen says so and takes no turn", async () => {
    const ui = renderApp(floorOf(ROOMS));
    await newRun(ui);
    await press(ui, ">");
    expect(await frameWhere(ui, (f) => f.includes("stopped: the stairs are not found yet"), 1000)).toBe(true);
    expect(turnOf(ui.lastFrame())).toBe(0);
    ui.unmount();
  });

  it("o stops once beside an NPC, naming it; a later o on the floor walks on past the same NPC", async () => {
    // A hall one tile high: the way to the far door goes over the peddler's tile.
    const ui = renderApp(floorOf(["       ########   ", " @.....+...1..+.. ", "       ########   "], "core:merchant"));
    await newRun(ui);
    await press(ui, "o");
    expect(await frameWhere(ui, (f) => f.includes("stopped: Brannock the Peddler is here"), 4000)).toBe(true);
    // Two steps back west, out of reach: only the loop's memory keeps the next o from stopping at him again.
    await press(ui, "h");
    await press(ui, "h");
    const met = turnOf(ui.lastFrame());
    await press(ui, "o");
    expect(await frameWhere(ui, (f) => /stopped: /.test(f) && turnOf(f) !== met, 4000)).toBe(true);
    expect(text(ui)).toContain("stopped: fully explored");
    ui.unmount();
  });
});
