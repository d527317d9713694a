import { describe, expect, it } from "vitest";
import { generateFloor } from "../../src/gen/build-floor.js";
import { loadOk, makeProfile, manifest, TINY_CORE, type ModFiles } from "../helpers/profile.js";
import { corridorsBesideRock, deadDoors, doorListMismatches, doorTiles, unreachable } from "./floor-checks.js";

const CELL = ["###+###", "#..<..+", "#.....#", "###+###"];
const HALL = ["####+####", "#.......#", "+.......+", "#.......#", "####+####"];

const prefab = (id: string, rows: readonly string[]) =>
  `[[prefabs]]\nid = "${id}"\ntags = ["pit:${id}"]\nrotate = false\nlayout = '''\n${rows.join("\n")}\n'''\n`;

/** A mod whose floor 1 is the cell alone and whose floor 2 is the cell and a hall. */
const PIT: ModFiles = {
  "manifest.toml": manifest("pit", ["core"]),
  "pit.toml": `${prefab("cell", CELL)}
${prefab("hall", HALL)}
[[floors]]
id = "alone"
number = 1
size = [14, 10]
rooms = 1
required = ["pit:cell"]

[[floors]]
id = "pair"
number = 2
size = [34, 18]
rooms = 2
required = ["pit:cell", "pit:hall"]
`,
};

function floors() {
  const { registries } = loadOk(makeProfile({ core: TINY_CORE, pit: PIT }));
  const def = (n: number) => registries.floors.all().find((f) => f.number === n)!;
  return { gen: (n: number, seed: string) => generateFloor(registries, def(n), seed) };
}

describe("doors on a floor", () => {
  it("walls up a door no corridor can reach: a room alone on its floor keeps its walls and lists no door", () => {
    const { gen } = floors();
    for (const seed of ["1", "2", "3"]) {
      const floor = gen(1, seed);
      const [room] = floor.rooms;
      expect(floor.rooms).toHaveLength(1);
      expect(room!.doors).toEqual([]);
      expect(doorTiles(floor)).toEqual([]);
      const drawn = floor.tiles.slice(room!.y, room!.y + room!.h).map((row) => row.slice(room!.x, room!.x + room!.w));
      expect(drawn).toEqual(CELL.map((row) => row.replaceAll("+", "#")));
      expect(floor.tiles.join("").replace(/ /g, "")).toBe(drawn.join(""));
    }
  });

  it("docks every door, not only the ones the chain used: each leads out, each is listed", () => {
    const { gen } = floors();
    for (let seed = 1; seed <= 30; seed++) {
      const floor = gen(2, String(seed));
      expect(floor.rooms).toHaveLength(2);
      // The chain joins the two rooms by one door each; the other five are docked.
      expect(floor.rooms.map((r) => r.doors.length).sort()).toEqual([3, 4]);
      expect(deadDoors(floor)).toEqual([]);
      expect(doorListMismatches(floor)).toEqual([]);
      expect(unreachable(floor)).toBe(0);
      expect(corridorsBesideRock(floor)).toBe(0);
    }
  });
});
