import type { Registries } from "../content/registries.js";
import type { FloorDef } from "../content/schemas/index.js";
import type { FloorBuilder, Floor } from "../game/index.js";
import { Rng } from "../lib/rng.js";
import { CorridorSearch } from "./corridor-search.js";
import { blockedMask, connect, exitsOf } from "./corridors.js";
import { wallCorridors } from "./corridor-walls.js";
import { dockDoors } from "./docking.js";
import { DOOR, Grid } from "./grid.js";
import { placeRooms, type Placement } from "./place.js";
import { floorWeights, populate } from "./populate.js";
import { shopRng, stockShops } from "./stock.js";

/** The random source of one floor of one run: the same seed and number give the same floor. */
function floorRng(seed: string, number: number): Rng {
  return Rng.fromSeed(`${seed}/floor/${number}`);
}

/** Stamps every placed prefab into the grid; spawn marks become floor. */
function stamp(grid: Grid, rooms: readonly Placement[]): void {
  // Layouts are rectangular ASCII (the prefab schema insists), so a character is a tile.
  for (const r of rooms) grid.stampRows(r.x, r.y, r.variant.rows);
}

/**
 * Generates a floor from its definition: rooms placed (required first), chained room i
 * to room i−1 (the chain makes every room reachable), a few extra corridors for loops,
 * every door still facing rock docked to the nearest corridor (or walled up when there
 * is none), corridors lined with wall, then populated and its shops stocked. A room lists
 * only the doors left on the map. A pure function of (registries, definition, seed).
 */
export function generateFloor(registries: Registries, def: FloorDef, seed: string): Floor {
  const rng = floorRng(seed, def.number);
  const [width, height] = def.size;
  const placed = placeRooms(registries, def, rng);
  const grid = new Grid(width, height);
  stamp(grid, placed);
  const blocked = blockedMask(width, height, placed);
  const search = new CorridorSearch(width, height, blocked);
  const exits = placed.map(exitsOf);
  for (let i = 1; i < placed.length; i++) connect(grid.tiles, search, exits[i]!, exits[i - 1]!);
  const extra = Math.floor(placed.length / 4);
  for (let k = 0; k < extra && placed.length > 2; k++) {
    const i = rng.int(0, placed.length - 1);
    const j = rng.int(0, placed.length - 1);
    if (Math.abs(i - j) > 1) connect(grid.tiles, search, exits[i]!, exits[j]!);
  }
  dockDoors(grid, search, exits.flat());
  wallCorridors(grid, blocked);
  let enemy = 0;
  const weights = floorWeights(registries, def);
  const populated = placed.map((p) => populate(registries, def, p, rng, () => `f${def.number}e${++enemy}`, weights));
  const rooms = populated.map((p) => p.room);
  for (const room of rooms) room.doors = room.doors.filter(([x, y]) => grid.get(x, y) === DOOR);
  stockShops(registries, rooms, shopRng(seed, def.number));
  const tiles = grid.toRows();
  const find = (ch: string): [number, number] | null => {
    for (let y = 0; y < tiles.length; y++) {
      const x = tiles[y]!.indexOf(ch);
      if (x >= 0) return [x, y];
    }
    return null;
  };
  const entrance = find("<") ?? (rooms[0] ? [rooms[0].x + 1, rooms[0].y + 1] : [1, 1]);
  return { number: def.number, width, height, tiles, rooms, entrance, stairs: find(">"), piles: populated.flatMap((p) => p.piles) };
}

/** The game's floor builder: the floor definition with that number, or none. */
export const buildFloor: FloorBuilder = (registries: Registries, number: number, seed: string) => {
  const def = registries.floors.all().find((f) => f.number === number);
  return def && generateFloor(registries, def, seed);
};
