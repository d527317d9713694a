import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { isWalkable } from "../../src/game/floor.js";
import type { Floor } from "../../src/game/state.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { variantsOf } from "../../src/gen/variants.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";

const SEEDS = 200;
let cached: Registries | undefined;
const core = () => (cached ??= loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries);

/** Walkable tiles not reached from the entrance by 4-way steps. */
function unreachable(floor: Floor): number {
  const seen = new Uint8Array(floor.width * floor.height);
  const stack = [floor.entrance];
  seen[floor.entrance[1] * floor.width + floor.entrance[0]] = 1;
  while (stack.length) {
    const [x, y] = stack.pop()!;
    for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const) {
      const i = ny * floor.width + nx;
      if (nx < 0 || ny < 0 || nx >= floor.width || ny >= floor.height || seen[i] || !isWalkable(floor.tiles[ny]![nx]!)) continue;
      seen[i] = 1;
      stack.push([nx, ny]);
    }
  }
  let missed = 0;
  floor.tiles.forEach((row, y) => [...row].forEach((t, x) => isWalkable(t) && !seen[y * floor.width + x] && missed++));
  return missed;
}

/** Prefab wall tiles that are no longer walls on the finished floor (a corridor dug through). */
function dugWalls(floor: Floor, registries: Registries): number {
  let dug = 0;
  for (const room of floor.rooms) {
    const variant = variantsOf(registries.prefabs.get(room.prefab))[room.variant]!;
    variant.rows.forEach((row, dy) => [...row].forEach((c, dx) => c === "#" && floor.tiles[room.y + dy]![room.x + dx] !== "#" && dug++));
  }
  return dug;
}

describe(`every core floor over ${SEEDS} seeds`, () => {
  it("is fully reachable, digs no prefab wall and holds every required tag", () => {
    const registries = core();
    const floors = registries.floors.all();
    expect(floors.length).toBeGreaterThanOrEqual(1);
    const failures: string[] = [];
    let walls = 0;
    for (const def of floors) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const floor = generateFloor(registries, def, String(seed));
        const missed = unreachable(floor);
        if (missed) failures.push(`${def.id} seed ${seed}: ${missed} unreachable tiles`);
        walls += dugWalls(floor, registries);
        const tags = new Set(floor.rooms.flatMap((r) => registries.prefabs.get(r.prefab).tags));
        for (const tag of def.required) if (!tags.has(tag)) failures.push(`${def.id} seed ${seed}: no ${tag}`);
      }
    }
    expect(walls).toBe(0);
    expect(failures).toEqual([]);
  });

  it("is the same floor for the same seed and a different one for another", () => {
    const registries = core();
    for (const def of registries.floors.all()) {
      const a = generateFloor(registries, def, "same");
      expect(generateFloor(registries, def, "same")).toEqual(a);
      const others = ["a", "b", "c"].map((s) => generateFloor(registries, def, s).tiles.join("\n"));
      expect(others.every((t) => t !== a.tiles.join("\n"))).toBe(true);
    }
  });
});
