import type { Registries } from "../content/registries.js";
import type { FloorBuilder } from "../game/floor.js";
import type { Floor } from "../game/state.js";
import type { Rng } from "../lib/rng.js";
import { layoutRows, rowTiles } from "./layout.js";

/**
 * A one-room floor: the entrance room (a prefab with a `<` whose tag the floor requires)
 * centred on a floor of the floor's size. It stands in until the floor generator lands;
 * the game sees the same `Floor` shape either way.
 */
export const buildFirstRoom: FloorBuilder = (registries: Registries, number: number, rng: Rng) => {
  const def = registries.floors.all().find((f) => f.number === number);
  const wanted = new Set(def?.required ?? []);
  const candidates = registries.prefabs.all().filter((p) => p.layout.includes("<"));
  const preferred = candidates.filter((p) => p.tags.some((t) => wanted.has(t)));
  const prefab = rng.weighted(preferred.length ? preferred : candidates, () => 1);
  if (!prefab) throw new Error("no prefab has an entrance (<): the loaded mods cannot make a floor");
  const rows = layoutRows(prefab.layout);
  const w = Math.max(...rows.map((r) => r.length));
  const h = rows.length;
  const [width, height] = def ? [Math.max(def.size[0], w + 2), Math.max(def.size[1], h + 2)] : [w + 2, h + 2];
  const x0 = Math.floor((width - w) / 2);
  const y0 = Math.floor((height - h) / 2);
  const grid = Array.from({ length: height }, () => Array<string>(width).fill(" "));
  let start: [number, number] = [x0 + 1, y0 + 1];
  rows.forEach((row, dy) => {
    [...rowTiles(row)].forEach((tile, dx) => {
      grid[y0 + dy]![x0 + dx] = tile;
      if (tile === "<") start = [x0 + dx, y0 + dy];
    });
  });
  const floor: Floor = {
    number,
    width,
    height,
    tiles: grid.map((r) => r.join("")),
    rooms: [{ prefab: prefab.id, x: x0, y: y0, w, h, cleared: false }],
  };
  return { floor, start };
};
