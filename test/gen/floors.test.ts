import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { Floor } from "../../src/game/state.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";
import { corridorsBesideRock, deadDoors, doorListMismatches, dugWalls, unreachable } from "./floor-checks.js";

const SEEDS = 200;
let cached: Registries | undefined;
const core = () => (cached ??= loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries);

interface Generated {
  readonly label: string;
  readonly floor: Floor;
}
let floors: Generated[] | undefined;
/** Every core floor over SEEDS seeds, generated once and shared by the assertions below. */
const generated = (): Generated[] =>
  (floors ??= core()
    .floors.all()
    .flatMap((def) =>
      Array.from({ length: SEEDS }, (_, s) => ({ label: `${def.id} seed ${s + 1}`, floor: generateFloor(core(), def, String(s + 1)) })),
    ));

/** One line per floor where `count` is not zero. */
const failures = (count: (floor: Floor) => number, what: string) =>
  generated().flatMap(({ label, floor }) => {
    const n = count(floor);
    return n ? [`${label}: ${n} ${what}`] : [];
  });

describe(`every core floor over ${SEEDS} seeds`, () => {
  it("is fully reachable and holds every required tag", () => {
    const registries = core();
    expect(registries.floors.all().length).toBeGreaterThanOrEqual(5);
    expect(failures(unreachable, "unreachable tiles")).toEqual([]);
    const missing = generated().flatMap(({ label, floor }) => {
      const def = registries.floors.all().find((d) => d.number === floor.number)!;
      const tags = new Set(floor.rooms.flatMap((r) => registries.prefabs.get(r.prefab).tags));
      return def.required.filter((t) => !tags.has(t)).map((t) => `${label}: no ${t}`);
    });
    expect(missing).toEqual([]);
  });

  it("digs through no prefab wall", () => {
    expect(failures((f) => dugWalls(f, core()), "dug prefab walls")).toEqual([]);
  });

  it("has no dead door: every door opens onto a walkable tile outside its room", () => {
    expect(failures((f) => deadDoors(f).length, "dead doors")).toEqual([]);
  });

  it("lists in the rooms' doors exactly the + tiles of the map", () => {
    expect(generated().flatMap(({ label, floor }) => doorListMismatches(floor).map((m) => `${label}: ${m}`))).toEqual([]);
    // Docking keeps doors rather than walling them: a core floor has several rooms, so nothing is walled up.
    const doors = generated().reduce((n, { floor }) => n + floor.rooms.reduce((k, r) => k + r.doors.length, 0), 0);
    const drawn = generated().reduce(
      (n, { floor }) => n + floor.rooms.reduce((k, r) => k + core().prefabs.get(r.prefab).layout.split("+").length - 1, 0),
      0,
    );
    expect(doors).toBe(drawn);
  });

  it("lines every corridor with wall: no corridor tile has solid rock beside it", () => {
    expect(failures(corridorsBesideRock, "corridor tiles beside rock")).toEqual([]);
  });

  it("is the same floor for the same seed and a different one for another", () => {
    const registries = core();
    for (const def of registries.floors.all()) {
      const a = generateFloor(registries, def, "same");
      expect(generateFloor(registries, def, "same")).toEqual(a);
      const others = ["a", "b", "c"].map((s) => generateFloor(registries, def, s).tiles.join("\n"));
      expect(others.every((t) => t !== a.tiles.join("\n"))).toBe(true);
    }
  });
});
