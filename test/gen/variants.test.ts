import { describe, expect, it } from "vitest";
import { mirror, rotate, variantsOf } from "../../src/gen/variants.js";

const ROOM = ["####+", "#e..#", "+..l#", "#####"];

describe("prefab variants", () => {
  it("turning four times or mirroring twice gives the original", () => {
    expect(rotate(rotate(rotate(rotate(ROOM))))).toEqual(ROOM);
    expect(mirror(mirror(ROOM))).toEqual(ROOM);
  });

  it("a quarter turn swaps width and height and moves the corner clockwise", () => {
    const turned = rotate(ROOM);
    expect(turned).toHaveLength(5);
    expect(turned[0]).toBe("#+##");
    expect(turned[4]).toBe("###+");
  });

  it("gives eight orientations, each with its doors, unless rotate = false", () => {
    const all = variantsOf({ layout: ROOM.join("\n"), rotate: true });
    expect(all.map((v) => v.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const v of all) expect(v.doors).toHaveLength(2);
    expect(all[4]!.rows).toEqual(mirror(ROOM));
    expect(variantsOf({ layout: `\n${ROOM.join("\n")}\n`, rotate: false }).map((v) => v.rows)).toEqual([ROOM]);
  });
});

describe("spawn marks", () => {
  it("keep their drawn reading order in every orientation, at the right cell", () => {
    const layout = ["##+##", "#e.n#", "#..e#", "#####"];
    for (const v of variantsOf({ layout: layout.join("\n"), rotate: true })) {
      expect(v.marks.map((m) => m.ch)).toEqual(["e", "n", "e"]);
      for (const m of v.marks) expect(v.rows[m.pos[1]]![m.pos[0]]).toBe(m.ch);
    }
  });
});
