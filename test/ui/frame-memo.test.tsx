import { render } from "ink-testing-library";
import type { ReactElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { createGame, Game } from "../../src/game/index.js";
import { PlayLayout } from "../../src/ui/components/SidePanel.js";
import { ThemeContext } from "../../src/ui/hooks/use-theme.js";
import { MapView } from "../../src/ui/screens/MapView.js";
import { PanelLineMemo, type PanelLine } from "../../src/ui/side-panel-lines.js";
import { createTheme } from "../../src/ui/theme.js";
import { drawnFloor } from "../helpers/scenario.js";
import { coreRegistries } from "./fixtures.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const ROOM = ["#".repeat(30), ...Array.from({ length: 8 }, (_, y) => `#${(y === 3 ? "@" : ".").padEnd(28, ".")}#`), "#".repeat(30)];
const theme = createTheme(false);

function newGame(): Game {
  const game = createGame(core, { seed: "memo", name: "Memo", options: ["core:human", "core:warrior"] }, { buildFloor: drawnFloor(ROOM) });
  if (!(game instanceof Game)) throw new Error(game.error);
  return game;
}

/** The map screen with the panel at 120×40, in colour, as the App draws it. */
const screen = (game: Game, turn: number): ReactElement => (
  <ThemeContext.Provider value={theme}>
    <PlayLayout game={game} registries={core} width={120} height={39}>
      {(width) => <MapView game={game} registries={core} messages={[`turn ${turn}`]} width={width} height={39} />}
    </PlayLayout>
  </ThemeContext.Provider>
);

/** The same state drawn by a fresh Ink, with no frame before it to keep rows from. */
const fresh = (game: Game, turn: number) => render(screen(game, turn)).lastFrame();

describe("frames that keep unchanged rows", () => {
  it("draw, after each change, what a first frame of the same state draws", () => {
    const game = newGame();
    const ui = render(screen(game, 0));
    let turn = 0;
    const changes: (() => void)[] = [
      () => game.execute({ kind: "move", dir: "e" }, core),
      // A wall becomes a door: one tile of one row, nothing else moves.
      () => {
        const row = game.state.floor.tiles[2]!;
        game.state.floor.tiles[2] = `${row.slice(0, 29)}+`;
      },
      // The hero is hurt: the panel's health row changes, the map does not.
      () => {
        game.state.player.health = Math.max(1, game.state.player.health - 3);
      },
      () => game.execute({ kind: "move", dir: "w" }, core),
    ];
    for (const change of changes) {
      const before = ui.lastFrame();
      change();
      turn++;
      ui.rerender(screen(game, turn));
      expect(ui.lastFrame()).not.toBe(before);
      expect(ui.lastFrame()).toBe(fresh(game, turn));
    }
    ui.unmount();
  });
});

describe("the panel's rows kept from the last frame", () => {
  it("keeps a row that reads the same as last frame's object, and takes a changed one", () => {
    const memo = new PanelLineMemo();
    const first: PanelLine[] = [[{ text: "health  [####] 4/4", color: "good" }], [{ text: "Wanderer", bold: true }]];
    memo.keep(first);
    const next = memo.keep([[{ text: "health  [##--] 2/4", color: "warning" }], [{ text: "Wanderer", bold: true }]]);
    expect(next[0]).toEqual([{ text: "health  [##--] 2/4", color: "warning" }]);
    expect(next[1]).toBe(first[1]);
    expect(memo.keep([[{ text: "health  [##--] 2/4", color: "danger" }]])[0]).toEqual([{ text: "health  [##--] 2/4", color: "danger" }]);
    expect(memo.keep([[], [{ text: "Wanderer" }]])[1]).toEqual([{ text: "Wanderer" }]);
  });
});
