import type { GameState } from "../../game/index.js";
import { overviewOf, type Overview } from "../overview-cells.js";
import { frameFor, NONE, type ScreenContext, type ScreenModule } from "../screen-stack.js";
import { cursorMoved, travelTo } from "./look.js";
import { overlayKey } from "./play-keys.js";

/**
 * The overview of the explored floor: the cursor is a tile (so a resize that changes the
 * scale keeps it on the same place); it moves a cell (a block of tiles) a key.
 */
export interface OverviewScreen {
  readonly kind: "overview";
  readonly cursor: readonly [number, number];
}

/** Rows the overview gives up to its title, the line under the cursor, the legend and the hint line. */
export const OVERVIEW_CHROME = 4;

/** An overview with its cursor on the hero. */
export function initialOverview(state: GameState): OverviewScreen {
  return { kind: "overview", cursor: [...state.player.pos] };
}

/** The overview as drawn in a frame of this size (the handler moves by the cells the view shows). */
function overviewFor(state: GameState, ctx: Pick<ScreenContext, "registries" | "size">): Overview {
  const { width, height } = frameFor(ctx.size);
  return overviewOf(state, ctx.registries, width, height - OVERVIEW_CHROME);
}

/** The cell a tile falls in. */
export function cellOf(overview: Overview, [x, y]: readonly [number, number]): [number, number] {
  return [Math.floor(x / overview.scale.x), Math.floor(y / overview.scale.y)];
}

/** Kinds Tab goes through: the places a player travels to. */
const PLACES = new Set(["stairs", "npc", "pile", "unvisited"]);

/** The places of note (stairs, people, piles, rooms not yet seen) as tiles, nearest the hero first (ties in reading order). */
function overviewPlaces(state: GameState, overview: Overview): [number, number][] {
  const [hx, hy] = state.player.pos;
  const places = overview.cells.flatMap((row) =>
    row.flatMap((c) => (PLACES.has(c.kind) && c.tile ? [[c.tile[0], c.tile[1]] as [number, number]] : [])),
  );
  const steps = ([x, y]: [number, number]) => Math.max(Math.abs(x - hx), Math.abs(y - hy));
  return places.sort((a, b) => steps(a) - steps(b) || a[1] - b[1] || a[0] - b[0]);
}

export const overview: ScreenModule<OverviewScreen> = {
  handle(screen, input, ctx) {
    const state = ctx.game?.state;
    if (input === "cancel" || input === "overview") return { type: "pop" };
    if (!state) return NONE;
    const view = overviewFor(state, ctx);
    const cell = cursorMoved(input, cellOf(view, screen.cursor), view.width, view.height);
    if (cell) {
      // Onto the cell's own tile (what Enter goes to), else its top-left one.
      const tile = view.cells[cell[1]]![cell[0]]!.tile ?? [cell[0] * view.scale.x, cell[1] * view.scale.y];
      return { type: "replace", screen: { ...screen, cursor: [tile[0], tile[1]] } };
    }
    switch (input) {
      case "tab": {
        const places = overviewPlaces(state, view);
        const [cx, cy] = cellOf(view, screen.cursor);
        const at = places.findIndex((p) => cellOf(view, p)[0] === cx && cellOf(view, p)[1] === cy);
        const next = places[(at + 1) % Math.max(1, places.length)];
        return next ? { type: "replace", screen: { ...screen, cursor: next } } : NONE;
      }
      case "confirm": {
        const [cx, cy] = cellOf(view, screen.cursor);
        // A cell with nothing to stand on travels to the cursor's tile all the same: the travel says why not.
        return travelTo(view.cells[cy]?.[cx]?.tile ?? screen.cursor, ctx);
      }
      case "look":
        return { type: "replace", screen: { kind: "look", cursor: screen.cursor } };
      default:
        return overlayKey(input) ?? NONE;
    }
  },
};
