import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import { App } from "../../src/ui/index.js";
import { INTERRUPTED } from "../../src/ui/travel-loop.js";
import { pictured } from "../helpers/scenario.js";
import { coreRegistries, expectFits, findOnMap, rowsOf, turnOf } from "./fixtures.js";
import { KEYS, frameWhere, press, ready, type Rendered } from "./press.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/** A drawing as a floor, its `>` the stairs. */
function floorOf(picture: string[]): FloorBuilder {
  const { build } = pictured(picture);
  return (r, n, s) => {
    const floor = build(r, n, s)!;
    const y = floor.tiles.findIndex((row) => row.includes(">"));
    if (y >= 0) floor.stairs = [floor.tiles[y]!.indexOf(">"), y];
    return floor;
  };
}

function renderApp(floor: FloorBuilder) {
  const ui = render(<App registries={core} load={{ warnings: 0, logPath: "logs/load-test.log" }} seed="travel" buildFloor={floor} env={{ noColor: true }} />);
  Object.defineProperty(ui.stdout, "columns", { value: 80, configurable: true });
  Object.defineProperty(ui.stdout, "rows", { value: 24, configurable: true });
  ui.stdout.emit("resize");
  return ui;
}

/** New run → first race → second class → default name → the map. */
async function newRun(ui: Rendered): Promise<void> {
  await ready(ui);
  for (const key of [KEYS.enter, KEYS.enter, KEYS.down, KEYS.enter, KEYS.enter]) await press(ui, key);
}

const text = (ui: Rendered) => rowsOf(ui.lastFrame()).join("\n");

const ROOMS = [
  "          #######",
  " @........+.....#",
  "          #....>#",
  "          #######",
];

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
});
