import { join } from "node:path";
import { createGame, Game } from "../src/game/index.js";
import { generateFloor } from "../src/gen/build-floor.js";
import { runPipeline } from "../src/loader/pipeline.js";
import { TINY_CORE } from "../test/helpers/fixture-mods.js";
import { drawnFloor } from "../test/helpers/scenario.js";
import { WORST } from "../test/helpers/worst-mod.js";
import { measure, writeMods, type BenchOptions } from "./harness.js";

/**
 * The worst a mod can build inside the schema's limits: the largest floor with the most
 * rooms, and a turn whose triggers cascade to the event and action caps. The anchor is a
 * core-sized floor of the same mod's prefab in the same run.
 */
export function benchLimits(timing: BenchOptions, tempDir: (prefix: string) => string): void {
  const home = tempDir("rk-bench-limits-");
  writeMods(join(home, "mods"), { core: TINY_CORE, worst: WORST });
  const load = runPipeline({ home, builtinMods: tempDir("rk-bench-limits-mods-") });
  if (!load.ok || load.warnings.length) throw new Error("the limits bench's mods did not load cleanly");
  const { registries } = load;
  const def = registries.floors.get("worst:maze");
  const small = { ...def, size: [60, 30] as [number, number], rooms: 6 };
  const floor = measure(() => generateFloor(registries, def, "w"), timing);
  const anchor = measure(() => generateFloor(registries, small, "w"), timing);
  const turn = measure(() => {
    const game = createGame(registries, { seed: "w", name: "W", options: ["worst:glutton"] }, { buildFloor: drawnFloor(["#@.#"]) });
    if (!(game instanceof Game)) throw new Error(game.error);
    game.execute({ kind: "rest" }, registries);
  }, timing);
  console.log(
    `worst case at the limits: floor ${def.size[0]}×${def.size[1]} with ${def.rooms} rooms ${floor.median.toFixed(1)} ms ` +
      `(60×30 with 6 rooms ${anchor.median.toFixed(2)} ms, ${(floor.median / anchor.median).toFixed(0)}×); ` +
      `a turn of 1,000 events and 10,000 actions ${turn.median.toFixed(1)} ms (target: well under 1 s)`,
  );
}
