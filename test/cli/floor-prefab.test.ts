import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

describe("rustkeep floor", () => {
  it("prints the JSON shape of the spec, the same for the same seed", () => {
    const home = tempDir();
    const a = runCli(["floor", "2", "--seed", "9", "--json", "--home", home]);
    expect(a.code).toBe(0);
    const floor = JSON.parse(a.stdout);
    expect(Object.keys(floor)).toEqual(["number", "seed", "width", "height", "rows", "rooms", "entrance", "stairs"]);
    expect(floor.number).toBe(2);
    expect(floor.seed).toBe("9");
    expect(floor.rows).toHaveLength(floor.height);
    expect(floor.rows[floor.entrance[1]][floor.entrance[0]]).toBe("<");
    expect(floor.rows[floor.stairs[1]][floor.stairs[0]]).toBe(">");
    expect(Object.keys(floor.rooms[0])).toEqual(["prefab", "variant", "x", "y", "w", "h", "doors"]);
    // The listed doors are exactly the `+` tiles of the rows (a walled-up door is in neither).
    const listed = floor.rooms.flatMap((r: { doors: [number, number][] }) => r.doors.map(([x, y]) => `${x},${y}`)).sort();
    const plus = floor.rows.flatMap((row: string, y: number) => [...row].flatMap((t, x) => (t === "+" ? [`${x},${y}`] : []))).sort();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(plus);
    expect(runCli(["floor", "2", "--seed", "9", "--json", "--home", home]).stdout).toBe(a.stdout);
    expect(runCli(["floor", "2", "--seed", "10", "--json", "--home", home]).stdout).not.toBe(a.stdout);
  });

  it("prints ASCII with the spawn spots, and names the floors there are", () => {
    const home = tempDir();
    const ascii = runCli(["floor", "1", "--seed", "3", "--home", home]);
    expect(ascii.stdout.split("\n")[0]).toMatch(/^floor 1 \(core:floor_1\), seed 3: 60×30, \d+ rooms$/);
    expect(ascii.stdout).toMatch(/</);
    expect(ascii.stdout).toMatch(/e/);
    const none = runCli(["floor", "9", "--home", home]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("no floor number 9 (the loaded mods define: 1, 2, 3, 4, 5)");
  });
});

describe("rustkeep prefab", () => {
  it("prints every orientation side by side", () => {
    const r = runCli(["prefab", "core:stairwell", "--home", tempDir()]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("core:stairwell: 8 variant(s)");
    for (const label of ["0 as drawn", "1 turned 90°", "4 mirrored", "7 mirrored 270°"]) expect(r.stdout).toContain(label);
  });

  it("shows one for rotate = false and suggests a near id for a typo", () => {
    const home = tempDir();
    expect(runCli(["prefab", "core:chapel", "--home", home]).stdout).toContain("1 variant(s) (rotate = false)");
    const typo = runCli(["prefab", "core:stairwel", "--home", home]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('no prefab "core:stairwel" (did you mean "core:stairwell"?)');
  });
});
