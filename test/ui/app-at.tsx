import { render } from "ink-testing-library";
import type { Registries } from "../../src/content/registries.js";
import type { FloorBuilder } from "../../src/game/index.js";
import { App, type AppProps } from "../../src/ui/index.js";
import { KEYS, press, ready, type Rendered } from "./press.js";

/** `ui` told its terminal is `columns`×`rows`: ink-testing-library's stdout reports 100 columns and no rows. */
export function atSize<T extends ReturnType<typeof render>>(ui: T, columns: number, rows: number): T {
  Object.defineProperty(ui.stdout, "columns", { value: columns, configurable: true });
  Object.defineProperty(ui.stdout, "rows", { value: rows, configurable: true });
  ui.stdout.emit("resize");
  return ui;
}

/** `ui` told its terminal is 80×24, the smallest it must fit. */
export function at80x24<T extends ReturnType<typeof render>>(ui: T): T {
  return atSize(ui, 80, 24);
}

/** The App at 80×24, without colour, on `floor`; `props` adds or overrides any of the App's. */
export function renderAt80x24(registries: Registries, floor: FloorBuilder, seed: string, props: Partial<AppProps> = {}) {
  return at80x24(
    render(
      <App
        registries={registries}
        load={{ warnings: 0, logPath: "logs/load-test.log" }}
        seed={seed}
        buildFloor={floor}
        env={{ noColor: true }}
        {...props}
      />,
    ),
  );
}

/** New run → first race → second class → default name → the map. */
export async function newRun(ui: Rendered): Promise<void> {
  await ready(ui);
  for (const key of [KEYS.enter, KEYS.enter, KEYS.down, KEYS.enter, KEYS.enter]) await press(ui, key);
}
