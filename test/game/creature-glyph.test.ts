import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { creatureGlyph } from "../../src/game/queries/index.js";
import { arenaIn } from "../helpers/arena.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";

describe("a creature's glyph", () => {
  const registries = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries;
  const { room } = arenaIn(registries, ["core:rat", "core:goblin"], { seed: "glyph", options: ["core:human", "core:warrior"] });

  it("is its definition's character and colour", () => {
    expect(room.enemies.map((e) => creatureGlyph(e, registries))).toEqual([
      { char: "r", color: "yellow" },
      { char: "g", color: "green" },
    ]);
  });

  it("is a white ? for a creature with no definition to draw from", () => {
    const [rat, goblin] = room.enemies;
    const { def: _none, ...nameless } = rat!;
    expect(creatureGlyph(nameless, registries)).toEqual({ char: "?", color: "white" });
    expect(creatureGlyph({ ...goblin!, def: "gone:ghost" }, registries)).toEqual({ char: "?", color: "white" });
  });
});
