/**
 * Issue 11's save figures: writing (serialise + atomic, fsynced write into the slot) and
 * reading (read + parse + schema check) a floor-5 game, beside JSON.stringify + JSON.parse
 * of the same tree in the same run, and the save's size. Target: save + load ≤ 20 ms.
 */
import type { Registries } from "../src/content/registries.js";
import { createGame, Game } from "../src/game/index.js";
import { buildFloor } from "../src/gen/build-floor.js";
import { slotPath } from "../src/profile/save-slot.js";
import { readSlot, writeSlot } from "../src/save/slot.js";
import { statSync } from "node:fs";
import { int, measure, ms, type BenchOptions } from "./harness.js";

const HEADER = { game_version: "bench", mods: [{ id: "core", version: "0.1.0" }] };

/** A hero of the core mod standing on floor 5 (the floor the generator makes for that depth). */
function floorFive(registries: Registries): Game {
  const game = createGame(registries, { seed: "bench-save", name: "Ada", options: ["core:human", "core:warrior"] }, { buildFloor });
  if (!(game instanceof Game)) throw new Error(game.error);
  const floor = buildFloor(registries, 5, "bench-save");
  if (!floor) throw new Error("core has no floor 5");
  game.state.floor = floor;
  game.state.player.pos = [...floor.entrance];
  return game;
}

export function benchSave(registries: Registries, timing: BenchOptions, tempDir: (prefix: string) => string): void {
  const home = tempDir("rk-bench-save-");
  const { state } = floorFive(registries);
  const save = measure(() => writeSlot(home, state, HEADER), timing);
  const load = measure(() => readSlot(home, "bench"), timing);
  const json = measure(() => JSON.parse(JSON.stringify(state)), timing);
  const bytes = statSync(slotPath(home)).size;
  const both = save.median + load.median;
  console.log(
    `save floor 5: ${int(bytes)} bytes; save ${ms(save.median)} ms (fsync included), load ${ms(load.median)} ms, ` +
      `together ${ms(both)} ms (target ≤ 20 ms); JSON.stringify + JSON.parse ${ms(json.median)} ms, ratio ${(both / json.median).toFixed(1)}×`,
  );
}
