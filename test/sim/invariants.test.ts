import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { brokenInvariants } from "../../src/sim/invariants.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";

// The long-play test trusts these checks: each must catch what it names.
describe("long-play invariants", () => {
  const { registries } = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });
  const fresh = () => {
    const game = createGame(registries, { seed: "inv", name: "Hero", options: ["core:human", "core:warrior"] }, { buildFloor });
    if (!(game instanceof Game)) throw new Error(game.error);
    return game.state;
  };

  it("hold for a new run", () => {
    expect(brokenInvariants(fresh(), registries)).toEqual([]);
  });

  it("catch health above max, a uid twice, a hero in a wall, an enemy out of its room", () => {
    const state = fresh();
    state.player.health = 999;
    state.player.inventory.push({ ...state.player.inventory[0]! });
    const wall = state.floor.tiles.findIndex((row) => row.includes("#"));
    state.player.pos = [state.floor.tiles[wall]!.indexOf("#"), wall];
    const room = state.floor.rooms.find((r) => r.enemies.length > 0)!;
    room.enemies[0]!.pos = [room.x - 1, room.y - 1];
    const broken = brokenInvariants(state, registries).join("\n");
    expect(broken).toMatch(/hero health 999 above max/);
    expect(broken).toMatch(/item uid \d+ both in the pack and in the pack/);
    expect(broken).toMatch(/hero on unwalkable tile "#"/);
    expect(broken).toMatch(/outside its room/);
  });
});
