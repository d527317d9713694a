import type { Registries } from "../content/registries.js";
import { isWalkable, type GameState } from "../game/index.js";
import { pilesOn } from "../game/queries/index.js";
import type { Run } from "./map-rows.js";
import type { Theme, ThemeColor } from "./theme.js";

/** What one cell of the overview stands for, most telling first: the order a block's tiles compete in. */
const OVERVIEW_KINDS = ["hero", "stairs", "npc", "enemy", "pile", "unvisited", "floor", "wall", "unseen"] as const;
type OverviewKind = (typeof OVERVIEW_KINDS)[number];

/** How each kind is drawn, and the legend's word for it (none for the unseen: it is blank). */
const OVERVIEW_LOOK: Record<OverviewKind, { readonly char: string; readonly color?: ThemeColor; readonly legend?: string }> = {
  hero: { char: "@", color: "hero", legend: "you" },
  stairs: { char: ">", color: "stairs", legend: "stairs" },
  npc: { char: "&", color: "good", legend: "people" },
  enemy: { char: "E", color: "danger", legend: "enemies" },
  pile: { char: "*", color: "pile", legend: "piles" },
  unvisited: { char: "?", color: "door", legend: "room not seen" },
  floor: { char: ".", color: "floor" },
  wall: { char: "#", color: "wall" },
  unseen: { char: " " },
};

/** One cell: what its block shows, the tile Enter travels to (the shown thing's own, else a floor tile of the block) and, for people, the name. */
export interface OverviewCell {
  readonly kind: OverviewKind;
  readonly tile?: readonly [number, number];
  readonly name?: string;
}

/** The explored floor scaled to fit: each cell one block of `scale` tiles. */
export interface Overview {
  readonly scale: { readonly x: number; readonly y: number };
  readonly width: number;
  readonly height: number;
  readonly cells: readonly (readonly OverviewCell[])[];
}

/**
 * The floor as the hero knows it (only seen tiles count), in blocks of as few tiles as fit
 * `areaW`×`areaH`: a floor that fits is drawn tile for tile. A block shows its most telling
 * tile in the order of `OVERVIEW_KINDS`; a door seen from a corridor whose room is still dark
 * is an unvisited room.
 */
export function overviewOf(state: GameState, registries: Registries, areaW: number, areaH: number): Overview {
  const { floor } = state;
  const scale = {
    x: Math.max(1, Math.ceil(floor.width / Math.max(1, areaW))),
    y: Math.max(1, Math.ceil(floor.height / Math.max(1, areaH))),
  };
  const seen = (x: number, y: number) => !floor.seen || floor.seen[y]?.[x] === "1";
  const marks = new Map<string, OverviewCell>();
  const mark = (pos: readonly number[], cell: OverviewCell) => {
    const key = `${pos[0]},${pos[1]}`;
    const had = marks.get(key);
    if (seen(pos[0]!, pos[1]!) && (!had || rank(cell.kind) < rank(had.kind))) marks.set(key, cell);
  };
  for (const pile of pilesOn(floor)) mark(pile.pos, { kind: "pile", tile: pile.pos });
  for (const room of floor.rooms) {
    const dark = roomIsDark(room, seen);
    if (dark) for (const door of room.doors) mark(door, { kind: "unvisited", tile: door });
    for (const npc of room.npcs) mark(npc.pos, { kind: "npc", tile: npc.pos, name: registries.npcs.tryGet(npc.id)?.name ?? npc.id });
    for (const enemy of room.enemies) if (enemy.health > 0) mark(enemy.pos, { kind: "enemy", tile: enemy.pos, name: enemy.name });
  }
  for (const enemy of state.enemies) if (enemy.health > 0) mark(enemy.pos, { kind: "enemy", tile: enemy.pos, name: enemy.name });
  const width = Math.ceil(floor.width / scale.x);
  const height = Math.ceil(floor.height / scale.y);
  const [hx, hy] = state.player.pos;
  const cells: OverviewCell[][] = [];
  for (let cy = 0; cy < height; cy++) {
    const row: OverviewCell[] = [];
    for (let cx = 0; cx < width; cx++) {
      let best: OverviewCell = { kind: "unseen" };
      for (let y = cy * scale.y; y < Math.min(floor.height, (cy + 1) * scale.y); y++) {
        for (let x = cx * scale.x; x < Math.min(floor.width, (cx + 1) * scale.x); x++) {
          if (!seen(x, y)) continue;
          const char = floor.tiles[y]?.[x] ?? " ";
          const here: OverviewCell =
            x === hx && y === hy
              ? { kind: "hero", tile: [x, y] }
              : (marks.get(`${x},${y}`) ??
                (char === ">"
                  ? { kind: "stairs", tile: [x, y] }
                  : isWalkable(char)
                    ? { kind: "floor", tile: [x, y] }
                    : char === "#"
                      ? { kind: "wall" }
                      : { kind: "unseen" }));
          if (rank(here.kind) < rank(best.kind)) best = here;
        }
      }
      row.push(best);
    }
    cells.push(row);
  }
  return { scale, width, height, cells };
}

const rank = (kind: OverviewKind) => OVERVIEW_KINDS.indexOf(kind);

/** A room not yet seen inside (some tile within its walls is dark). */
function roomIsDark(room: GameState["floor"]["rooms"][number], seen: (x: number, y: number) => boolean): boolean {
  for (let y = room.y + 1; y < room.y + room.h - 1; y++)
    for (let x = room.x + 1; x < room.x + room.w - 1; x++) if (!seen(x, y)) return true;
  return false;
}

/** The overview's rows as colour runs, the cursor's cell in reverse video (a cue that survives NO_COLOR). */
export function overviewRows(overview: Overview, theme: Theme, cursor: readonly [number, number]): Run[][] {
  return overview.cells.map((row, y) => {
    const runs: Run[] = [];
    row.forEach((cell, x) => {
      const look = OVERVIEW_LOOK[cell.kind];
      const color = look.color ? theme(look.color) : undefined;
      const inverse = x === cursor[0] && y === cursor[1];
      const last = runs.at(-1);
      if (last && last.color === color && last.inverse === inverse) runs[runs.length - 1] = { ...last, text: last.text + look.char };
      else runs.push({ text: look.char, color, inverse });
    });
    return runs;
  });
}

/** The legend: each kind's glyph and word. */
export function overviewLegend(): { char: string; color?: ThemeColor; word: string }[] {
  return OVERVIEW_KINDS.flatMap((k) => {
    const look = OVERVIEW_LOOK[k];
    return look.legend ? [{ char: look.char, ...(look.color ? { color: look.color } : {}), word: look.legend }] : [];
  });
}
