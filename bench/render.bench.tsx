/**
 * One full map frame: the map screen of the widest core floor (everything seen, so every
 * tile is drawn in colour) rendered by Ink at 100×32, timed as a rerender after the hero
 * moved — what each keypress costs the UI. Then the same frame with the side panel at
 * 120×40 (the map 90 columns beside it, the floor's every living enemy in sight and listed
 * as far as the panel's rows go); its anchor is the map frame above, from the same run.
 */
import "./colour-on.js";
import type { ReactNode } from "react";
import { stripVTControlCharacters } from "node:util";
import { Box, Text } from "ink";
import { render } from "ink-testing-library";
import type { Registries } from "../src/content/registries.js";
import type { Game } from "../src/game/index.js";
import { foesInView } from "../src/game/queries/index.js";
import { PANEL_WIDTH, PlayLayout } from "../src/ui/components/SidePanel.js";
import { ThemeContext } from "../src/ui/hooks/use-theme.js";
import { MapView } from "../src/ui/screens/MapView.js";
import { createTheme } from "../src/ui/theme.js";
import { noiseOf, reportBar } from "./bars.js";
import { newGame } from "./game.bench.js";
import { int, measure, ms, type BenchOptions, type Timing } from "./harness.js";

// One theme for every frame, as the App keeps one (a new one each frame would redraw every row).
const theme = createTheme(false);
const themed = (node: ReactNode) => <ThemeContext.Provider value={theme}>{node}</ThemeContext.Provider>;

function mapFrame(game: Game, registries: Registries, turn: number) {
  return themed(<MapView game={game} registries={registries} messages={[`turn ${turn}`]} width={100} height={31} />);
}

/** The map screen alone at 120×40, as if there were no panel: what the frame's size costs by itself. */
function wideFrame(game: Game, registries: Registries, turn: number) {
  return themed(<MapView game={game} registries={registries} messages={[`turn ${turn}`]} width={120} height={39} />);
}

function panelFrame(game: Game, registries: Registries, turn: number) {
  return themed(
    <PlayLayout game={game} registries={registries} width={120} height={39}>
      {(width) => <MapView game={game} registries={registries} messages={[`turn ${turn}`]} width={width} height={39} />}
    </PlayLayout>,
  );
}

/** Renders `frame` once, then times a rerender after each step of the hero (east, west, …). */
function timeFrames(game: Game, registries: Registries, frame: typeof mapFrame, timing: BenchOptions): Timing {
  const ui = render(frame(game, registries, 0));
  let turn = 0;
  const t = measure(() => {
    turn++;
    game.execute({ kind: "move", dir: turn % 2 ? "e" : "w" }, registries);
    ui.rerender(frame(game, registries, turn));
  }, timing);
  ui.unmount();
  return t;
}

/** The map frame's text after a step east and after a step back, colour stripped: what the plain anchor draws. */
function plainFrames(game: Game, registries: Registries): string[][] {
  const ui = render(mapFrame(game, registries, 0));
  const frames = ["e", "w"].map((dir, i) => {
    game.execute({ kind: "move", dir: dir as "e" | "w" }, registries);
    ui.rerender(mapFrame(game, registries, i + 1));
    return stripVTControlCharacters(ui.lastFrame() ?? "").split("\n");
  });
  ui.unmount();
  return frames;
}

/** Ink drawing the given frames' lines in turn, without colour: the map frame's anchor. */
function timePlain(frames: string[][], timing: BenchOptions): Timing {
  const plain = (lines: string[]) => (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </Box>
  );
  const ui = render(plain(frames[0]!));
  let turn = 0;
  const t = measure(() => {
    turn++;
    ui.rerender(plain(frames[turn % 2]!));
  }, timing);
  ui.unmount();
  return t;
}

export function benchRender(registries: Registries, timing: BenchOptions): void {
  const game = newGame(registries);
  const deepest = Math.max(...registries.floors.all().map((f) => f.number));
  // Walk the stairs down to the widest floor, then light it all so every cell is drawn.
  while (game.state.floor.number < deepest && game.state.floor.stairs) {
    game.state.player.pos = [...game.state.floor.stairs];
    game.execute({ kind: "descend" }, registries);
  }
  const floor = game.state.floor;
  floor.seen = floor.tiles.map((row) => "1".repeat(row.length));
  const plain = timePlain(plainFrames(game, registries), timing);
  const map = timeFrames(game, registries, mapFrame, timing);
  const cells = 100 * 27;
  console.log(
    `map frame render (floor ${floor.number}, ${floor.width}×${floor.height}, ${int(cells)} map cells in view, colour): median ${ms(map.median)} ms, min ${ms(map.min)} ms; ` +
      `anchor: Ink drawing the same text without colour ${ms(plain.median)} ms (ratio ${(map.median / plain.median).toFixed(2)}x)`,
  );
  reportBar("map frame", map.median, plain.median, noiseOf(map) + noiseOf(plain));
  const wide = timeFrames(game, registries, wideFrame, timing);
  const panel = timeFrames(game, registries, panelFrame, timing);
  const foes = foesInView(game.state, registries).length;
  const verdict = panel.median <= 6 ? "within target" : "ABOVE TARGET";
  console.log(
    `side panel frame render (120×40: ${int((120 - PANEL_WIDTH) * 34)} map cells in view + a ${PANEL_WIDTH}×39 panel listing ${foes} foes in sight, colour): ` +
      `median ${ms(panel.median)} ms, min ${ms(panel.min)} ms (target <= 6 ms: ${verdict}); ` +
      `anchors from this run: the map frame above ${ms(map.median)} ms (ratio ${(panel.median / map.median).toFixed(2)}x), ` +
      `the map screen alone at 120×40 ${ms(wide.median)} ms (ratio ${(panel.median / wide.median).toFixed(2)}x)`,
  );
  reportBar("side panel", panel.median, wide.median, noiseOf(panel) + noiseOf(wide));
}
