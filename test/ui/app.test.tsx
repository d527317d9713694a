import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { App, BINDINGS, keysFor } from "../../src/ui/index.js";
import { PANEL_WIDTH } from "../../src/ui/components/SidePanel.js";
import { NAME_LIMIT } from "../../src/ui/screens/create.js";
import { helpCells, TURN_NOTE } from "../../src/ui/screens/HelpView.js";
import { optionsOf } from "../../src/ui/screens/index.js";
import { drawnFloor, pictured } from "../helpers/scenario.js";
import { fightFloor, STEPS_TO_DEN, tough } from "./fight.js";
import { coreRegistries, findOnMap, helpLinePattern, rowsOf, turnOf } from "./fixtures.js";
import { frameWhere, KEYS, press, ready, type, type Rendered } from "./press.js";

// A walled room: the hero starts three steps west of the east wall.
const ROOM = ["#########", "#.......#", "#...@...#", "#.......#", "#########"];

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

function renderApp(floors: FloorBuilder = drawnFloor(ROOM)) {
  return render(
    <App
      registries={core}
      load={{ warnings: 0, logPath: "logs/load-test.log" }}
      seed="ui-test"
      buildFloor={floors}
      env={{ noColor: true }}
    />,
  );
}

/** Second race, third class, the given name: New run → … → the map. */
async function createHero(ui: Rendered, name: string): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.enter); // New run
  await press(ui, KEYS.down);
  await press(ui, KEYS.enter); // race
  await press(ui, KEYS.down);
  await press(ui, KEYS.down);
  await press(ui, KEYS.enter); // class
  await type(ui, name);
  await press(ui, KEYS.enter);
}

/** New run → the first race → the first class: the name step. */
async function toNameStep(ui: Rendered): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
}

function resize(ui: ReturnType<typeof render>, columns: number, rows: number): void {
  // ink-testing-library's stdout reports a fixed 100 columns and no rows; shadow both.
  Object.defineProperty(ui.stdout, "columns", { value: columns, configurable: true });
  Object.defineProperty(ui.stdout, "rows", { value: rows, configurable: true });
  ui.stdout.emit("resize");
}

describe("the App", () => {
  it("creates a character and reaches the map with the chosen race and class on the status line", async () => {
    const ui = renderApp(buildFloor);
    // The compact layout's whole width (100 columns would bring the side panel).
    resize(ui, 99, 24);
    await createHero(ui, "Ana");
    const race = optionsOf(core, "core:race")[1]!.name;
    const klass = optionsOf(core, "core:class")[2]!.name;
    const status = rowsOf(ui.lastFrame())[0]!;
    expect(status).toMatch(new RegExp(`^@ Ana  health \\d+/\\d+  stamina \\d+/\\d+  floor 1  turn 0  level 1  ${race} ${klass}$`));
    expect(turnOf(ui.lastFrame())).toBe(0);
    expect(ui.lastFrame()).toContain(`Welcome, Ana the ${race} ${klass}`);
    expect(ui.lastFrame()).toContain("? help  m log  q quit");
  });

  it("steps back with Escape and names the hero by default", async () => {
    const ui = renderApp();
    await ready(ui);
    await press(ui, KEYS.enter);
    await press(ui, KEYS.enter); // first race
    expect(ui.lastFrame()).toContain("step 2 of 3: Class");
    await press(ui, KEYS.escape);
    expect(ui.lastFrame()).toContain("step 1 of 3: Race");
    await press(ui, KEYS.enter);
    await press(ui, KEYS.enter); // first class
    await type(ui, "Bo");
    await press(ui, KEYS.backspace);
    await press(ui, KEYS.backspace);
    await press(ui, KEYS.enter); // empty name: the default
    expect(rowsOf(ui.lastFrame())[0]).toMatch(/^@ Wanderer /);
  });

  it("erases one letter per Backspace when several arrive in one chunk, and shows the name limit", async () => {
    const ui = renderApp();
    await toNameStep(ui);
    await type(ui, "Abcdef");
    expect(ui.lastFrame()).toContain(`Name: Abcdef█  6/${NAME_LIMIT}`);
    await press(ui, KEYS.backspace.repeat(3)); // tmux send-keys BSpace BSpace BSpace
    expect(ui.lastFrame()).toContain(`Name: Abc█  3/${NAME_LIMIT}`);
    await press(ui, "x".repeat(NAME_LIMIT)); // a paste: one chunk
    expect(ui.lastFrame()).toContain(`Name: Abc${"x".repeat(NAME_LIMIT - 3)}█  ${NAME_LIMIT}/${NAME_LIMIT}`);
    expect(ui.lastFrame()).toContain(`a name holds at most ${NAME_LIMIT} characters`);
  });

  it("takes each Enter of a chunk of Enters (tmux send-keys Enter Enter, a held key) as one Enter", async () => {
    const ui = renderApp();
    await ready(ui);
    await press(ui, KEYS.enter.repeat(3)); // New run, the first race, the first class
    expect(ui.lastFrame()).toContain("Name:");
  });

  it("moves the hero with an arrow key and with l, and a wall costs no turn", async () => {
    const ui = renderApp();
    await createHero(ui, "Ana");
    const [start] = findOnMap(ui.lastFrame(), "@");
    expect(start).toBeDefined();
    await press(ui, KEYS.right);
    expect(findOnMap(ui.lastFrame(), "@")).toEqual([[start![0] + 1, start![1]]]);
    expect(turnOf(ui.lastFrame())).toBe(1);
    await press(ui, "l");
    await press(ui, "l");
    expect(findOnMap(ui.lastFrame(), "@")).toEqual([[start![0] + 3, start![1]]]);
    expect(turnOf(ui.lastFrame())).toBe(3);
    await press(ui, "l"); // the east wall
    expect(findOnMap(ui.lastFrame(), "@")).toEqual([[start![0] + 3, start![1]]]);
    expect(turnOf(ui.lastFrame())).toBe(3);
    expect(ui.lastFrame()).toContain("A wall blocks the way.");
  });

  it("keys that arrive in one chunk (typed fast, or a held key) each take their step", async () => {
    const ui = renderApp();
    await createHero(ui, "Fen");
    await press(ui, "hhj");
    expect(turnOf(ui.lastFrame())).toBe(3);
  });

  it("a burst of keys ends where a fight starts: the keys typed after that step are dropped", async () => {
    const ui = renderApp(fightFloor(core, [{ def: "core:rat" }]));
    await createHero(ui, "Ana");
    // One chunk: the last step walks into the den; without the drop, `a` would attack and `.` wait.
    await press(ui, `${"l".repeat(STEPS_TO_DEN)}a.a`);
    expect(ui.lastFrame()).toContain("Fight —");
    expect(turnOf(ui.lastFrame())).toBe(STEPS_TO_DEN);
    expect(ui.lastFrame()).not.toMatch(/Your Attack (hits|misses)|You wait/);
  });

  it("a burst of waits in a fight stops at the first: the foes' turn is seen before the next", async () => {
    const ui = renderApp(fightFloor(core, [{ def: "core:rat", tweak: tough(500) }]));
    await createHero(ui, "Ana");
    for (let i = 0; i < STEPS_TO_DEN; i++) await press(ui, "l");
    expect(ui.lastFrame()).toContain("Fight —");
    const turn = turnOf(ui.lastFrame());
    await press(ui, "....");
    expect(turnOf(ui.lastFrame())).toBe(turn + 1);
    expect(ui.lastFrame()).toContain("You wait a turn.");
  });

  it("the title's quit question says nothing of a run (there is none)", async () => {
    const ui = renderApp();
    await ready(ui);
    await press(ui, "q");
    expect(ui.lastFrame()).toContain("Quit? (y/n)");
    expect(ui.lastFrame()).not.toContain("saved");
  });

  it("a burst ends on a guarded room's door, which shows who is inside, so the next key does not walk in", async () => {
    const { build } = pictured(["  #######", " @D..e.e#", "  #######"], "core:rat");
    const ui = renderApp(build);
    await createHero(ui, "Ana");
    await press(ui, "llll");
    expect(turnOf(ui.lastFrame())).toBe(1);
    expect(ui.lastFrame()).toContain("Inside: 2 giant rats.");
    expect(ui.lastFrame()).not.toContain("Fight —");
    // The map draws them where they stand, with their definition's symbol (the status line's @ is above the map).
    expect(
      rowsOf(ui.lastFrame())
        .filter((row) => row.includes("@"))
        .at(-1),
    ).toMatch(/^ ?\.@\.\.r\.r#/);
  });

  it("a burst ends with a run: the keys typed after the run's key are dropped", async () => {
    const ui = renderApp(drawnFloor(["#########", "#@.....>#", "#########"]));
    await createHero(ui, "Vik");
    await press(ui, "Lhh");
    expect(turnOf(ui.lastFrame())).toBe(6);
  });

  it("runs with a capital letter, and descending past the last floor shows Won with floor, turn and gold", async () => {
    const lastFloor: FloorBuilder = (r, n, seed) => (n === 1 ? drawnFloor(["#########", "#@.....>#", "#########"])(r, n, seed) : undefined);
    const ui = renderApp(lastFloor);
    await createHero(ui, "Vik");
    await press(ui, "L");
    expect(turnOf(ui.lastFrame())).toBe(6);
    await press(ui, ">");
    const frame = ui.lastFrame()!;
    expect(frame).toContain("Won");
    expect(frame).toMatch(/Vik, floor 1, turn 7/);
    expect(frame).toMatch(/gold \d+/);
    expect(frame).toContain("seed ui-test — replay it with --seed ui-test");
    await press(ui, KEYS.enter);
    expect(ui.lastFrame()).toContain("New run");
  });

  it("scrolls the view to keep the hero on a floor wider than the terminal", async () => {
    const wide = ["#".repeat(150), `#${".".repeat(138)}@${".".repeat(9)}#`, "#".repeat(150)];
    const ui = renderApp(drawnFloor(wide));
    await createHero(ui, "Ana");
    // 100 columns less the side panel's 30 over 150 tiles: the view stops at the east edge,
    // so x 139 is column 59 (on the map's second row, under the two status lines).
    expect(findOnMap(ui.lastFrame(), "@")).toEqual([[139 - (150 - (100 - PANEL_WIDTH)), 3]]);
  });

  it("opens help with ? listing every binding of the key map, and closes it with Escape or ?", async () => {
    const ui = renderApp();
    await createHero(ui, "Ana");
    await press(ui, "?");
    const frame = ui.lastFrame()!;
    for (const b of BINDINGS) expect(frame).toContain(keysFor(b.input));
    // One line per binding, the eight runs on one line of their own.
    for (const cell of helpCells()) expect(frame).toMatch(helpLinePattern(cell));
    expect(frame).toMatch(/│ KJHLYUBN +run: a move key \+ Shift/);
    expect(frame).toContain(TURN_NOTE);
    for (const diagonal of ["y", "u", "b", "n"]) expect(frame).toMatch(new RegExp(`│ ${diagonal} +move (north|south)(east|west)`));
    expect(frame).toContain("seed ui-test — replay it with --seed ui-test");
    await press(ui, KEYS.escape);
    expect(ui.lastFrame()).not.toContain("show this help");
    await press(ui, "?");
    await press(ui, "?");
    expect(ui.lastFrame()).not.toContain("show this help");
    expect(turnOf(ui.lastFrame())).toBe(0);
  });

  it("quits with q then y: the app exits and reads no more keys", async () => {
    const ui = renderApp();
    await createHero(ui, "Ana");
    await press(ui, "q");
    // In a run the question says the run is kept: quitting saves it.
    expect(ui.lastFrame()).toContain("Quit? The run is saved. (y/n)");
    await press(ui, "y");
    expect(ui.stdin.listenerCount("readable")).toBe(0);
    const last = ui.lastFrame();
    await press(ui, "?");
    expect(ui.lastFrame()).toBe(last);
  });

  it("treats Ctrl+C as a key that asks to quit; n keeps playing, a second Ctrl+C leaves", async () => {
    const ui = renderApp();
    await createHero(ui, "Ana");
    await press(ui, KEYS.ctrlC);
    expect(ui.lastFrame()).toContain("Quit? The run is saved. (y/n)");
    await press(ui, "n");
    expect(ui.lastFrame()).not.toContain("Quit?");
    await press(ui, KEYS.ctrlC);
    await press(ui, KEYS.ctrlC);
    expect(ui.stdin.listenerCount("readable")).toBe(0);
  });

  it("draws one line short of the terminal, shows the too-small screen at 70×20 and drops it at 100×30", async () => {
    const ui = renderApp();
    await ready(ui);
    expect(rowsOf(ui.lastFrame())).toHaveLength(23); // 24 rows assumed without a TTY
    resize(ui, 70, 20);
    expect(await frameWhere(ui, (f) => f.includes("too small: 70×20, need 80×24"))).toBe(true);
    expect(ui.lastFrame()).not.toContain("New run");
    resize(ui, 100, 30);
    expect(await frameWhere(ui, (f) => f.includes("New run"))).toBe(true);
    expect(ui.lastFrame()).not.toContain("too small");
    expect(rowsOf(ui.lastFrame())).toHaveLength(29);
  });

  it("asks before quitting from the too-small screen, the question drawn in it", async () => {
    const ui = renderApp();
    await createHero(ui, "Ana");
    resize(ui, 60, 15);
    expect(await frameWhere(ui, (f) => f.includes("q quits (asks first)"))).toBe(true);
    await press(ui, "l"); // nothing to walk on while nothing is drawn
    await press(ui, "q");
    expect(ui.lastFrame()).toContain("Quit? The run is saved. (y/n)");
    expect(ui.stdin.listenerCount("readable")).toBeGreaterThan(0);
    await press(ui, "n");
    expect(ui.lastFrame()).toContain("q quits (asks first)");
    resize(ui, 80, 24);
    expect(await frameWhere(ui, (f) => f.includes("Welcome, Ana"))).toBe(true);
    expect(turnOf(ui.lastFrame())).toBe(0);
    resize(ui, 60, 15);
    expect(await frameWhere(ui, (f) => f.includes("too small"))).toBe(true);
    await press(ui, "q");
    await press(ui, "y");
    expect(ui.stdin.listenerCount("readable")).toBe(0);
  });

  it("takes q on the too-small screen as quit even on the name step, where q is a letter", async () => {
    const ui = renderApp();
    await toNameStep(ui);
    resize(ui, 60, 15);
    expect(await frameWhere(ui, (f) => f.includes("too small"))).toBe(true);
    await press(ui, "q");
    expect(ui.lastFrame()).toContain("Quit? (y/n)");
    await press(ui, KEYS.escape);
    resize(ui, 80, 24);
    expect(await frameWhere(ui, (f) => f.includes("Name: █"))).toBe(true);
  });

  it("draws the title in plain ASCII, so the first frame needs no Unicode width tables", async () => {
    const ui = renderApp();
    await ready(ui);
    expect(ui.lastFrame()).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it("shows the load warnings summary on the title", async () => {
    const ui = render(<App registries={core} load={{ warnings: 3, logPath: "logs/load-1.log" }} seed="s" buildFloor={drawnFloor(ROOM)} />);
    await ready(ui);
    expect(ui.lastFrame()).toContain("3 warnings — see logs/load-1.log");
    const clean = renderApp();
    expect(clean.lastFrame()).toContain("mods loaded cleanly");
  });

  it("shows a mod added to load_order.toml as a notice beside a clean load, not as a warning", async () => {
    const ui = render(
      <App registries={core} load={{ warnings: 0, logPath: "logs/load-1.log", addedMods: 1 }} seed="s" buildFloor={drawnFloor(ROOM)} />,
    );
    await ready(ui);
    expect(ui.lastFrame()).toContain("mods loaded cleanly");
    expect(ui.lastFrame()).toContain("1 new mod added to load_order.toml");
    expect(renderApp().lastFrame()).not.toContain("added to load_order.toml");
  });
});
