import { describe, expect, it } from "vitest";
import { createGame } from "../../src/game/index.js";
import { floorGlyphs } from "../../src/ui/floor-glyphs.js";
import { mapRows, viewport } from "../../src/ui/map-rows.js";
import { createTheme } from "../../src/ui/theme.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";
import { coreRegistries } from "./fixtures.js";

describe("the hero on the map", () => {
  it("is the only reversed cell, in colour and under NO_COLOR, with core's merchant `@` beside it", () => {
    const core = coreRegistries();
    const merchant = core.npcs.all().find((n) => n.symbol.char === "@")!;
    const room = { ...drawnRoom("test:shop", 0, 0, 7, 3), npcs: [{ id: merchant.id, pos: [4, 1] as [number, number] }] };
    const made = createGame(core, { seed: "s", name: "Ana", options: ["core:human", "core:warrior"] }, drawnFloor(["#######", "#.@...#", "#######"], [room]));
    if ("error" in made) throw new Error(made.error);
    const { state } = made;
    for (const noColor of [false, true]) {
      const theme = createTheme(noColor);
      const rows = mapRows(state.floor, viewport(7, 3, state.player.pos, 80, 20), floorGlyphs(state, core), theme);
      const reversed = rows.flatMap((runs) => runs.filter((r) => r.inverse));
      expect(reversed.map((r) => r.text)).toEqual(["@"]);
      expect(rows[1]!.map((r) => r.text).join("")).toBe("#.@.@.#");
      // The reversed `@` is where the hero stands, not where the merchant does.
      const runs = rows[1]!;
      const before = runs.slice(0, runs.findIndex((r) => r.inverse));
      expect(before.map((r) => r.text).join("").length).toBe(state.player.pos[0]);
    }
  });
});
