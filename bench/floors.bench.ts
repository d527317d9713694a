/**
 * Floor generation: each core floor (placed, connected, doors docked, corridors lined
 * with wall, populated), and a 200×100 floor with 40 rooms, next to rot.js's Digger on
 * the same sizes (the generator a roguelike author would otherwise reach for). Digger
 * stops on wall-clock time, so its output depends on machine speed; ours depends on the
 * seed alone.
 */
import * as ROT from "rot-js";
import type { Registries } from "../src/content/registries.js";
import type { FloorDef } from "../src/content/schemas/index.js";
import { generateFloor } from "../src/gen/build-floor.js";
import { findPath } from "../src/lib/grid-search.js";
import { noiseOf, reportBar } from "./bars.js";
import { int, measure, ms, type BenchOptions } from "./harness.js";

function seeds(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `bench${i}`);
}

/** Median ms of one generation over several seeds (each run generates one floor per seed). */
function perFloor(registries: Registries, def: FloorDef, timing: BenchOptions, count: number) {
  const list = seeds(count);
  const t = measure(() => list.map((s) => generateFloor(registries, def, s)), timing);
  return { median: t.median / count, min: t.min / count };
}

function digger(w: number, h: number, timing: BenchOptions, count: number) {
  const t = measure(() => {
    for (let i = 0; i < count; i++) {
      ROT.RNG.setSeed(i + 1);
      new ROT.Map.Digger(w, h).create(() => {});
    }
  }, timing);
  return { median: t.median / count, min: t.min / count };
}

export function benchFloors(registries: Registries, timing: BenchOptions, count: number): void {
  let floor80: ReturnType<typeof perFloor> | undefined;
  for (const def of [...registries.floors.all()].sort((a, b) => a.number - b.number)) {
    const t = perFloor(registries, def, timing, count);
    const rooms = generateFloor(registries, def, "bench0").rooms.length;
    if (def.size[0] === 80 && def.size[1] === 38) floor80 = t;
    console.log(
      `floor ${def.number} (${def.size[0]}×${def.size[1]}, ${rooms} rooms, populated): median ${ms(t.median)} ms, min ${ms(t.min)} ms over ${int(count)} seeds`,
    );
  }
  const base = registries.floors.all()[0]!;
  const big: FloorDef = { ...base, id: "bench:big", number: 99, size: [200, 100], rooms: 40 };
  const t = perFloor(registries, big, timing, Math.max(3, Math.floor(count / 4)));
  const rooms = generateFloor(registries, big, "bench0").rooms.length;
  console.log(`floor 200×100 (${rooms} of 40 rooms placed, populated): median ${ms(t.median)} ms, min ${ms(t.min)} ms (target < 10 ms)`);
  const d80 = digger(80, 40, timing, count);
  const d200 = digger(200, 100, timing, Math.max(3, Math.floor(count / 4)));
  console.log(`rot.js Map.Digger 80×40: median ${ms(d80.median)} ms; 200×100: median ${ms(d200.median)} ms (same run, same machine)`);
  if (floor80) {
    console.log(`  RATIO floor 80×38 / Digger 80×40 = ${(floor80.median / d80.median).toFixed(2)}x`);
    reportBar("floor 80×38", floor80.median, d80.median, noiseOf(floor80) + noiseOf(d80));
  }

  // The corridor fallback: a path across an empty 200×100 map on typed arrays.
  const blocked = new Uint8Array(200 * 100);
  const path = measure(() => findPath(200, 100, (x, y) => !blocked[y * 200 + x], [1, 1], [198, 98]), timing);
  console.log(`path search 200×100 corner to corner (BFS over a predicate, 20,000 tiles): median ${ms(path.median)} ms`);
}
