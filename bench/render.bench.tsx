/**
 * One full map frame: the map screen of the widest core floor (everything seen, so every
 * tile is drawn in colour) rendered by Ink at 100×32, timed as a rerender after the hero
 * moved — what each keypress costs the UI.
 */
import { render } from "ink-testing-library";
import type { Registries } from "../src/content/registries.js";
import type { Game } from "../src/game/index.js";
import { ThemeContext } from "../src/ui/hooks/use-theme.js";
import { MapView } from "../src/ui/screens/MapView.js";
import { createTheme } from "../src/ui/theme.js";
import { newGame } from "./game.bench.js";
import { int, measure, ms, type BenchOptions } from "./harness.js";

function frame(game: Game, registries: Registries, turn: number) {
  return (
    <ThemeContext.Provider value={createTheme(false)}>
      <MapView game={game} registries={registries} messages={[`turn ${turn}`]} width={100} height={31} />
    </ThemeContext.Provider>
  );
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
  const ui = render(frame(game, registries, 0));
  let turn = 0;
  const t = measure(() => {
    turn++;
    game.execute({ kind: "move", dir: turn % 2 ? "e" : "w" }, registries);
    ui.rerender(frame(game, registries, turn));
  }, timing);
  ui.unmount();
  const cells = 100 * 27;
  console.log(`map frame render (floor ${floor.number}, ${floor.width}×${floor.height}, ${int(cells)} map cells in view, colour): median ${ms(t.median)} ms, min ${ms(t.min)} ms`);
}
