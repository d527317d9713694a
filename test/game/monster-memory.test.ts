import { describe, expect, it } from "vitest";
import { createGame, Game, joinMemory } from "../../src/game/index.js";
import { kindRecall } from "../../src/game/queries/index.js";
import { parseSave, serialiseSave } from "../../src/save/format.js";
import { fightFloor, STEPS_TO_DEN, tough } from "../ui/fight.js";
import { coreRegistries } from "../ui/fixtures.js";

const core = coreRegistries();
const HEADER = { game_version: "test", mods: [{ id: "core", version: "0.1.0" }] };

/** A Human Warrior walked into a den of two rats that fall to one blow, each fought to the end. */
function clearedDen(): Game {
  const made = createGame(
    core,
    { seed: "mem", name: "Ada", options: ["core:human", "core:warrior"] },
    {
      buildFloor: fightFloor(core, [
        { def: "core:rat", tweak: tough(1) },
        { def: "core:rat", tweak: tough(1) },
      ]),
    },
  );
  if (!(made instanceof Game)) throw new Error(made.error);
  for (let i = 0; i < STEPS_TO_DEN; i++) made.execute({ kind: "move", dir: "e" }, core);
  for (let i = 0; i < 30 && made.state.combat; i++) made.execute({ kind: "use_ability", ability: "core:attack", target: 0 }, core);
  return made;
}

describe("what a run remembers of the creatures it met", () => {
  it("counts kills by kind and the abilities each kind was seen using, never the hero's own", () => {
    const game = clearedDen();
    expect(game.state.combat).toBeUndefined();
    expect(game.state.kills_by_kind).toEqual({ "core:rat": 2 });
    const seen = game.state.seen_abilities?.["core:rat"] ?? [];
    expect(seen.length).toBeGreaterThan(0);
    // The hero used core:attack every turn: only what the rats did is a sighting of theirs.
    const ratUsed = game.state.log.filter((l) => /^Giant rat's (\w+)/.test(l)).map((l) => /^Giant rat's (\w+)/.exec(l)![1]);
    expect(seen.map((id) => core.abilities.get(id).name).sort()).toEqual([...new Set(ratUsed)].sort());
    expect(Object.keys(game.state.seen_abilities ?? {})).toEqual(["core:rat"]);
  });

  it("keeps kills, sightings and the floors' turns through a save, and loads a save from before them", () => {
    const game = clearedDen();
    const back = parseSave(serialiseSave(game.state, HEADER), "test");
    if ("refused" in back) throw new Error(back.refused);
    expect(back.state.kills_by_kind).toEqual(game.state.kills_by_kind);
    expect(back.state.seen_abilities).toEqual(game.state.seen_abilities);
    expect(back.state.floor_turns).toEqual([{ floor: 1, turn: 0 }]);
    const { kills_by_kind: _k, seen_abilities: _s, floor_turns: _f, ...old } = game.state;
    const older = parseSave(serialiseSave(old, HEADER), "test");
    if ("refused" in older) throw new Error(older.refused);
    expect(older.state.kills_by_kind).toBeUndefined();
    expect(kindRecall(older.state, core, {}, "core:rat")).toBeUndefined();
  });

  it("adds the profile's memory to the run's own; an ability of a mod not loaded stays in memory but is not named", () => {
    const game = clearedDen();
    const profile = { "core:rat": { killed: 5, seen: ["gone:howl", "core:bite"] }, "gone:wolf": { killed: 2, seen: [] } };
    const recall = kindRecall(game.state, core, profile, "core:rat")!;
    expect(recall.killed).toBe(7);
    expect(recall.seen.map((a) => a.id)).not.toContain("gone:howl");
    expect(recall.seen[0]).toEqual({ id: "core:bite", name: core.abilities.get("core:bite").name });
    const joined = joinMemory(profile, { "core:rat": { killed: 1, seen: ["core:attack"] } });
    expect(joined["gone:wolf"]).toEqual({ killed: 2, seen: [] });
    expect(joined["core:rat"]).toEqual({ killed: 6, seen: ["gone:howl", "core:bite", "core:attack"] });
  });
});
