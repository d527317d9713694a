import { beforeAll, describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { createGame, Game } from "../../src/game/index.js";
import { roomAt } from "../../src/game/floor.js";
import { handleInput, initialLook, type LookScreen } from "../../src/ui/screens/index.js";
import { pictured } from "../helpers/scenario.js";
import { coreRegistries } from "./fixtures.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

/**
 * One lit room: the hero at `@`, giant rats at `e` (one beside the hero, one across the
 * room), and the merchant at `1`, nearer than the far rat and in reading order before both.
 */
function game(): { game: Game; spots: Record<string, [number, number]> } {
  const { build, spots } = pictured(["############", "#..1.......#", "#.........e#", "#....@e....#", "############"], "core:rat");
  const made = createGame(
    core,
    { seed: "tab", name: "T", options: ["core:human", "core:mage"] },
    {
      buildFloor: (r, n, s) => {
        const floor = build(r, n, s)!;
        roomAt(floor, ...spots["1"]!)!.npcs.push({ id: "core:merchant", pos: [...spots["1"]!] });
        floor.seen = undefined;
        return floor;
      },
    },
  );
  if (!(made instanceof Game)) throw new Error(made.error);
  return { game: made, spots };
}

describe("look's Tab order", () => {
  it("goes to the nearest enemy first, then the next enemy, then the NPCs, and wraps", () => {
    const { game: g, spots } = game();
    const ctx = { registries: core, game: g };
    let screen: LookScreen = initialLook(g.state);
    const visited: [number, number][] = [];
    for (let i = 0; i < 4; i++) {
      const response = handleInput(screen, "tab", ctx);
      if (response.type !== "replace" || response.screen.kind !== "look") throw new Error("Tab did not move the cursor");
      screen = response.screen;
      visited.push([...screen.cursor]);
    }
    const [hx, hy] = g.state.player.pos;
    const rats = g.state.floor.rooms.flatMap((r) => r.enemies).map((e) => [...e.pos]);
    const near = rats.find(([x, y]) => Math.max(Math.abs(x! - hx), Math.abs(y! - hy)) === 1)!;
    const far = rats.find((p) => p !== near)!;
    expect(visited).toEqual([near, far, spots["1"], near]);
  });
});
