/**
 * Golden frames (issue 13): every screen drawn by the App at 80×24 and 120×40 from a fixed
 * seed and fixed state, kept as plain text beside this file (`<screen>.<cols>x<rows>.txt`)
 * for a reviewer to read. `npx vitest run -u` rewrites them; under CI=true vitest writes
 * nothing, so a changed or missing file fails. See README.md here.
 */
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { dayOf } from "../../../src/cli/run-ended.js";
import { expectFits, rowsOf } from "../fixtures.js";
import { frameWhere, KEYS, press, ready, type Rendered } from "../press.js";
import { doomed, dungeon, fight, market, newcomer, renderWorld, returning, troubled, victory, type World } from "./worlds.js";

/** A key to press, or a key pressed until the frame matches (a run played out, a travel stopped). */
type Step = string | { readonly until: RegExp; readonly press?: string; readonly max?: number };

interface Golden {
  /** The file name's first part. */
  readonly name: string;
  readonly world: () => World;
  /** From the first frame to the screen. */
  readonly steps: readonly Step[];
  /** Terminal sizes, when not the two every screen is drawn at. */
  readonly sizes?: readonly (readonly [number, number])[];
}

const SIZES = [
  [80, 24],
  [120, 40],
] as const;

const { enter, down, escape, tab } = KEYS;
/** New run → first race → second class → default name: the map. */
const NEW_RUN = [enter, enter, down, enter, enter];
const TO_FIGHT = [...NEW_RUN, "l", "l", "l", "l"];
const DIED = { until: /^ {2}Died$/m, press: ".", max: 200 };

/** Every screen, and how to reach it. Adding a screen is one line here (then `npx vitest run -u`). */
const SCREENS: readonly Golden[] = [
  { name: "title", world: dungeon, steps: [] },
  { name: "title-saved-and-best-runs", world: returning, steps: [] },
  { name: "title-load-problems", world: troubled, steps: [] },
  { name: "help-title", world: dungeon, steps: ["?"] },
  { name: "create-race", world: dungeon, steps: [enter] },
  { name: "create-class", world: dungeon, steps: [enter, enter] },
  { name: "create-name", world: dungeon, steps: [enter, enter, down, enter, "A", "d", "a"] },
  { name: "create-name-easy", world: dungeon, steps: [enter, enter, down, enter, tab] },
  { name: "map", world: dungeon, steps: NEW_RUN },
  { name: "map-explored", world: dungeon, steps: [...NEW_RUN, "o", { until: /stopped: / }] },
  { name: "help", world: dungeon, steps: [...NEW_RUN, "?"] },
  { name: "inventory", world: dungeon, steps: [...NEW_RUN, "i"] },
  { name: "item-details-worn", world: dungeon, steps: [...NEW_RUN, "i", tab] },
  { name: "sheet", world: dungeon, steps: [...NEW_RUN, "c"] },
  { name: "sheet-points", world: victory, steps: [...TO_FIGHT, { until: /level 2 \(1 point\)/, press: "a", max: 10 }, "c"] },
  { name: "quests", world: dungeon, steps: [...NEW_RUN, "Q"] },
  { name: "quests-active", world: market, steps: [...NEW_RUN, "t", "2", escape, "Q"] },
  { name: "log", world: dungeon, steps: [...NEW_RUN, "m"] },
  { name: "look", world: dungeon, steps: [...NEW_RUN, "x"] },
  { name: "overview", world: dungeon, steps: [...NEW_RUN, "o", { until: /stopped: / }, "X"] },
  { name: "confirm-quit", world: dungeon, steps: [...NEW_RUN, "q"] },
  { name: "fight", world: fight, steps: TO_FIGHT },
  { name: "fight-look", world: fight, steps: [...TO_FIGHT, "x"] },
  { name: "fight-inventory", world: fight, steps: [...TO_FIGHT, "i"] },
  { name: "dialog", world: market, steps: [...NEW_RUN, "t"] },
  { name: "dialog-quest-given", world: market, steps: [...NEW_RUN, "t", "2"] },
  { name: "shop-buy", world: market, steps: [...NEW_RUN, "t", enter] },
  { name: "shop-sell", world: market, steps: [...NEW_RUN, "t", enter, tab] },
  { name: "game-over", world: doomed, steps: [...TO_FIGHT, DIED] },
  { name: "game-over-log", world: doomed, steps: [...TO_FIGHT, DIED, "m"] },
  { name: "title-after-run", world: doomed, steps: [...TO_FIGHT, DIED, enter] },
  { name: "confirm-new-run-over-save", world: returning, steps: [down, enter] },
  { name: "confirm-missing-mods", world: returning, steps: [enter] },
  { name: "options-title", world: () => newcomer(), steps: [down, enter] },
  { name: "options-play", world: () => newcomer(), steps: [...NEW_RUN, "O"] },
  { name: "map-first-hint", world: () => newcomer(), steps: NEW_RUN },
  { name: "fight-first-hint", world: () => newcomer(fight()), steps: TO_FIGHT },
  { name: "too-small", world: dungeon, steps: [], sizes: [[79, 24], [80, 23]] },
  { name: "too-small-quit", world: dungeon, steps: ["q"], sizes: [[60, 20]] },
];


async function walk(ui: Rendered, steps: readonly Step[]): Promise<void> {
  await ready(ui);
  for (const step of steps) {
    if (typeof step === "string") await press(ui, step);
    else {
      for (let i = 0; i < (step.max ?? 0) && !step.until.test(plainFrame(ui)); i++) await press(ui, step.press ?? "");
      // A travel takes its steps on a timer: wait for its stop.
      expect(await frameWhere(ui, (f) => step.until.test(rowsOf(f).join("\n")), 5000), `never reached ${step.until}:\n${plainFrame(ui)}`).toBe(true);
    }
  }
  await settle(ui);
}

/** Waits until no new frame has come for a while: the resize's redraw and a travel's last step are in. */
async function settle(ui: Rendered, quiet = 40): Promise<void> {
  let count = -1;
  while (ui.frames.length !== count) {
    count = ui.frames.length;
    await new Promise((resolve) => setTimeout(resolve, quiet));
  }
}

/** The frame as a reviewer reads it: no colour codes, no trailing spaces, one final newline. */
const plainFrame = (ui: Rendered) => rowsOf(ui.lastFrame()).map((r) => r.trimEnd()).join("\n");

describe("golden frames", () => {
  for (const screen of SCREENS) {
    for (const [columns, rows] of screen.sizes ?? SIZES) {
      it(`${screen.name} at ${columns}×${rows}`, async () => {
        const ui = renderWorld(screen.world(), columns, rows);
        await walk(ui, screen.steps);
        const frame = `${plainFrame(ui)}\n`;
        // The fit rule: no row wider than the terminal, and the App draws one row short of it.
        expectFits(ui, columns, rows);
        // Nothing from outside the fixed state: no temp path, no date of today.
        expect(frame).not.toContain(tmpdir());
        expect(frame).not.toContain(dayOf(new Date()));
        await expect(frame).toMatchFileSnapshot(`./${screen.name}.${columns}x${rows}.txt`);
        ui.unmount();
      });
    }
  }
});
