import { Registry } from "../../src/content/registry.js";
import { describe, expect, it } from "vitest";
import { createGame } from "../../src/game/index.js";
import { floorGlyphs } from "../../src/ui/floor-glyphs.js";
import { mapRows, viewport } from "../../src/ui/map-rows.js";
import { createTheme } from "../../src/ui/theme.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";
import { coreRegistries } from "./fixtures.js";

describe("the hero on the map", () => {
  it("is the only reversed cell, in colour and under NO_COLOR, with an NPC drawn `@` beside it", () => {
    const core = coreRegistries();
    // Core's NPCs are `&`; a mod may draw one as `@`, and the hero must still stand out.
    const npc = core.npcs.all()[0]!;
    const merchant = { ...npc, symbol: { ...npc.symbol, char: "@" } };
    const registries = { ...core, npcs: new Registry("npcs", new Map([[merchant.id, merchant]])) } as typeof core;
    const room = { ...drawnRoom("test:shop", 0, 0, 7, 3), npcs: [{ id: merchant.id, pos: [4, 1] as [number, number] }] };
    const made = createGame(
      core,
      { seed: "s", name: "Ana", options: ["core:human", "core:warrior"] },
      { buildFloor: drawnFloor(["#######", "#.@...#", "#######"], [room]) },
    );
    if ("error" in made) throw new Error(made.error);
    const { state } = made;
    for (const noColor of [false, true]) {
      const theme = createTheme(noColor);
      const rows = mapRows(state.floor, viewport(7, 3, state.player.pos, 80, 20), floorGlyphs(state, registries), theme);
      const reversed = rows.flatMap((runs) => runs.filter((r) => r.inverse));
      expect(reversed.map((r) => r.text)).toEqual(["@"]);
      expect(rows[1]!.map((r) => r.text).join("")).toBe("#.@.@.#");
      // The reversed `@` is where the hero stands, not where the merchant does.
      const runs = rows[1]!;
      const before = runs.slice(
        0,
        runs.findIndex((r) => r.inverse),
      );
      expect(before.map((r) => r.text).join("").length).toBe(state.player.pos[0]);
    }
  });
});
