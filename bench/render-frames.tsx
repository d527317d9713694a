/**
 * The frames the render bench times; bench/render.bench.ts runs them bundled, as the game
 * ships, in a child process (render-child.ts). One full map frame: the map screen of the
 * widest core floor (everything seen, so every tile is drawn in colour) rendered by Ink at 100×32, timed as a rerender after the hero
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
import { newGame } from "./game.bench.js";
import { measure, type BenchOptions, type Timing } from "./harness.js";

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
function timeFrames(game: Game, registries: Registries, frame: typeof mapFrame, timing: BenchOptions): FrameTiming {
  const ui = render(frame(game, registries, 0));
  let turn = 0;
  const t = withCpu(() => {
    turn++;
    game.execute({ kind: "move", dir: turn % 2 ? "e" : "w" }, registries);
    ui.rerender(frame(game, registries, turn));
  }, timing);
  ui.unmount();
  return t;
}

/** A frame's timing, and the process's CPU time a frame over the timed and warm-up runs (ms). */
export interface FrameTiming extends Timing {
  readonly cpu: number;
}

function withCpu(fn: () => void, timing: BenchOptions): FrameTiming {
  const start = process.cpuUsage();
  const t = measure(fn, timing);
  const used = process.cpuUsage(start);
  return { ...t, cpu: (used.user + used.system) / 1000 / (timing.warmup + timing.runs) };
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
function timePlain(frames: string[][], timing: BenchOptions): FrameTiming {
  const plain = (lines: string[]) => (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </Box>
  );
  const ui = render(plain(frames[0]!));
  let turn = 0;
  const t = withCpu(() => {
    turn++;
    ui.rerender(plain(frames[turn % 2]!));
  }, timing);
  ui.unmount();
  return t;
}

/** What the render bench prints: each frame's timing, and what the frames show. */
export interface FrameFigures {
  readonly floor: { readonly number: number; readonly width: number; readonly height: number };
  readonly foes: number;
  readonly panelWidth: number;
  readonly plain: FrameTiming;
  readonly map: FrameTiming;
  readonly wide: FrameTiming;
  readonly panel: FrameTiming;
}

export function frameFigures(registries: Registries, timing: BenchOptions): FrameFigures {
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
  const wide = timeFrames(game, registries, wideFrame, timing);
  const panel = timeFrames(game, registries, panelFrame, timing);
  const foes = foesInView(game.state, registries).length;
  return {
    floor: { number: floor.number, width: floor.width, height: floor.height },
    foes,
    panelWidth: PANEL_WIDTH,
    plain,
    map,
    wide,
    panel,
  };
}
