import { render } from "ink-testing-library";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { mergeKeysFile } from "../../src/ui/keys-file.js";
import { App } from "../../src/ui/index.js";
import { BindingsContext } from "../../src/ui/hooks/use-bindings.js";
import { drawnFloor } from "../helpers/scenario.js";
import { coreRegistries, findOnMap } from "./fixtures.js";
import { frameWhere, KEYS, press, ready, type, type Rendered } from "./press.js";

const ROOM = ["#########", "#.......#", "#...@...#", "#.......#", "#########"];

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

async function toMap(ui: Rendered): Promise<void> {
  await ready(ui);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
  await press(ui, KEYS.enter);
  await type(ui, "Vi");
  await press(ui, KEYS.enter);
}

describe("a keys.toml in use", () => {
  it("moves the hero with the rebound key, not the old one, and help lists the new key", async () => {
    const bindings = mergeKeysFile('east = ["d", "Right"]\ndrop = "D"').bindings;
    const ui = render(
      <BindingsContext.Provider value={bindings}>
        <App
          registries={core}
          load={{ warnings: 0, logPath: "logs/load-test.log" }}
          seed="keys"
          buildFloor={drawnFloor(ROOM)}
          env={{ noColor: true }}
        />
      </BindingsContext.Provider>,
    );
    await toMap(ui);
    const [start] = findOnMap(ui.lastFrame(), "@");
    await press(ui, "l"); // no longer east
    expect(findOnMap(ui.lastFrame(), "@")).toEqual([start]);
    await press(ui, "d");
    expect(findOnMap(ui.lastFrame(), "@")).toEqual([[start![0] + 1, start![1]]]);
    await press(ui, "?");
    expect(await frameWhere(ui, (f) => /d Right +move east/.test(f))).toBe(true);
    expect(ui.lastFrame()).toMatch(/D w +inventory: drop \/ junk/);
    ui.unmount();
  });

  it("names the rebound key when a key does nothing, and leaves the defaults to an App given none", async () => {
    const load = { warnings: 0, logPath: "logs/load-test.log" };
    const app = () => <App registries={core} load={load} seed="keys" buildFloor={drawnFloor(ROOM)} env={{ noColor: true }} />;
    const rebound = render(<BindingsContext.Provider value={mergeKeysFile('help = "F"').bindings}>{app()}</BindingsContext.Provider>);
    await toMap(rebound);
    await press(rebound, "v");
    expect(await frameWhere(rebound, (f) => f.includes("v is no key here (F lists them)"))).toBe(true);
    rebound.unmount();
    const plain = render(app());
    await toMap(plain);
    await press(plain, "v");
    expect(await frameWhere(plain, (f) => f.includes("v is no key here (? lists them)"))).toBe(true);
    plain.unmount();
  });

  it("shows the keys.toml problem on the title, under the mod warnings", async () => {
    const ui = render(
      <App
        registries={core}
        load={{ warnings: 0, logPath: "logs/l.log", keys: 'keys.toml: "jump" is not an input; ignored' }}
        seed="s"
        buildFloor={drawnFloor(ROOM)}
        env={{ noColor: true }}
      />,
    );
    expect(await frameWhere(ui, (f) => f.includes('keys.toml: "jump" is not an input; ignored'))).toBe(true);
    ui.unmount();
  });
});
