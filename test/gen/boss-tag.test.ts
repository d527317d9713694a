import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateFloor } from "../../src/gen/build-floor.js";
import { REPO } from "../helpers/cli.js";
import { manifest } from "../helpers/fixture-mods.js";
import { loadOk, makeProfile } from "../helpers/profile.js";

/**
 * The boss-tag trap the guide explains (5.8, "Bosses and phases"): floors draw rooms by
 * tag, and tags are free words, so the tags a mod gives its boss room decide which of
 * core's floors draw it. `core:boss` alone joins no core floor (they require `core:boss_N`)
 * but every floor that requires `core:boss`; a core theme or `core:boss_N` tag puts the
 * room, boss and all, into that core floor.
 */
const room = (tags: string[]) => `[[prefabs]]
id = "lair"
tags = ${JSON.stringify(tags)}
creatures = ["core:cave_troll"]
layout = '''
#####
#.e.#
#...+
#####
'''
`;

const lairFloors = (tags: string[]) => {
  const profile = makeProfile({ lair: { "manifest.toml": manifest("lair", ["core"]), "lair.toml": room(tags) } });
  const { registries } = loadOk({ home: profile.home, builtinMods: join(REPO, "mods") });
  const seen = new Set<number>();
  for (const def of registries.floors.all()) {
    for (let s = 0; s < 12; s++) {
      if (generateFloor(registries, def, `boss-${s}`).rooms.some((r) => r.prefab === "lair:lair")) seen.add(def.number);
    }
  }
  return [...seen].sort();
};

describe("which core floors draw a mod's boss room", () => {
  it("tagged core:boss alone: none (core's floors require core:boss_1 … core:boss_5)", () => {
    expect(lairFloors(["core:boss"])).toEqual([]);
  });

  it("tagged core:boss_5 too: floor 5 draws it in place of core's boss room, some runs", () => {
    expect(lairFloors(["core:boss", "core:boss_5"])).toEqual([5]);
  });

  it("tagged with floor 5's theme core:deep: it is an ordinary room of floor 5, boss and all", () => {
    expect(lairFloors(["core:boss", "core:deep"])).toEqual([5]);
  });
});
