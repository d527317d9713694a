import { generateFloor } from "../gen/build-floor.js";
import type { Context } from "./context.js";
import { loadOrReport } from "./load-or-report.js";

/**
 * `rustkeep floor N --seed S [--json]`: floor N exactly as run S would meet it. ASCII
 * shows enemy, NPC and loot spots as `e`, `n`, `l` over the tiles.
 */
export async function runFloor(ctx: Context, numberArg: string | undefined, seed: string, json: boolean): Promise<number> {
  const number = Number(numberArg);
  if (!Number.isInteger(number)) {
    ctx.err("usage: rustkeep floor N --seed S [--json]");
    return 2;
  }
  const load = await loadOrReport(ctx);
  if (!load) return 1;
  const def = load.registries.floors.all().find((f) => f.number === number);
  if (!def) {
    const numbers = load.registries.floors
      .all()
      .map((f) => f.number)
      .sort((a, b) => a - b);
    ctx.err(`no floor number ${number} (the loaded mods define: ${numbers.join(", ") || "none"})`);
    return 2;
  }
  const floor = generateFloor(load.registries, def, seed);
  if (json) {
    const rooms = floor.rooms.map(({ prefab, variant, x, y, w, h, doors }) => ({ prefab, variant, x, y, w, h, doors }));
    const out = {
      number,
      seed,
      width: floor.width,
      height: floor.height,
      rows: floor.tiles,
      rooms,
      entrance: floor.entrance,
      stairs: floor.stairs,
    };
    ctx.out(JSON.stringify(out));
    return 0;
  }
  const grid = floor.tiles.map((row) => [...row]);
  for (const room of floor.rooms) {
    for (const e of room.enemies) grid[e.pos[1]]![e.pos[0]] = "e";
    for (const n of room.npcs) grid[n.pos[1]]![n.pos[0]] = "n";
  }
  for (const {
    pos: [x, y],
  } of floor.piles)
    grid[y]![x] = "l";
  ctx.out(`floor ${number} (${def.id}), seed ${seed}: ${floor.width}×${floor.height}, ${floor.rooms.length} rooms`);
  for (const row of grid) ctx.out(row.join("").trimEnd());
  return 0;
}
