import { describe, expect, it } from "vitest";
import { Game } from "../../src/game/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { parseSave, serialiseSave } from "../../src/save/format.js";
import { dropMissing } from "../../src/save/reconcile.js";
import { arena, arenaIn } from "../helpers/arena.js";
import { manifest } from "../helpers/fixture-mods.js";
import { load, makeProfile, TINY_CORE } from "../helpers/profile.js";
import { ARENA } from "../helpers/arena-mod.js";
import { coreRegistries } from "../ui/fixtures.js";

/** An ability that puts a permanent modifier on its target, one that takes it off, and one that puts it on for 2 turns. */
const LASTING = {
  lasting: {
    "manifest.toml": manifest("lasting", ["arena"]),
    "l.toml": `
[[modifiers]]
id = "marked"
name = "Marked"
permanent = true
modifiers = [{ attribute = "armor", flat = -0.1 }]

[[abilities]]
id = "mark"
name = "Mark"
target = "enemy"
actions = [{ add_modifier = "lasting:marked" }]

[[abilities]]
id = "brief_mark"
name = "Brief mark"
target = "enemy"
actions = [{ add_modifier = "lasting:marked", duration = 2 }]

[[abilities]]
id = "unmark"
name = "Unmark"
target = "enemy"
actions = [{ remove_modifier = "lasting:marked" }]

[[options]]
extends = "arena:fighter"
abilities = ["lasting:mark", "lasting:brief_mark", "lasting:unmark"]
`,
  },
};

const use = (ability: string) => ({ kind: "use_ability" as const, ability, target: 0 });

describe("a permanent named modifier lasts until removed", () => {
  it("keeps no count, is said to last for good, outlasts any number of turns, and goes when removed", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"], { extra: LASTING });
    state.player.base.max_health = state.player.health = 10_000;
    enter();
    const dummy = state.enemies[0]!;
    dummy.base.max_health = dummy.health = 10_000;
    expect(game.execute(use("lasting:mark"), registries).messages).toContain("Your Mark: Dummy is Marked for good.");
    const on = () => dummy.modifiers.find((m) => m.id === "lasting:marked");
    expect(on()).toBeDefined();
    expect(on()!.remaining).toBeUndefined();
    for (let i = 0; i < 1200; i++) game.execute({ kind: "rest" }, registries);
    expect(on(), "still on after more turns than any duration can be").toBeDefined();
    expect(game.execute(use("lasting:unmark"), registries).messages).toContain("Dummy is no longer Marked.");
    expect(on()).toBeUndefined();
  });

  it("an action's own duration times that one use", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"], { extra: LASTING });
    state.player.base.max_health = state.player.health = 10_000;
    enter();
    const dummy = state.enemies[0]!;
    dummy.base.max_health = dummy.health = 10_000;
    expect(game.execute(use("lasting:brief_mark"), registries).messages).toContain("Your Brief mark: Dummy is Marked for 2 turns.");
    game.execute({ kind: "rest" }, registries);
    const out = game.execute({ kind: "rest" }, registries);
    expect(out.messages).toContain("Dummy is no longer Marked.");
  });

  it("core's Cornered is permanent: a boss keeps it with no count", () => {
    const core = coreRegistries();
    expect(core.modifiers.get("core:cornered").permanent).toBe(true);
    expect(core.modifiers.get("core:cornered").duration).toBeUndefined();
  });

  it("a save from before, counting Cornered down from 1000, loads with it lasting", () => {
    const core = coreRegistries();
    const { game } = arenaIn(core, ["core:rat"], { seed: "old", options: ["core:human", "core:warrior"] });
    game.state.floor.rooms[0]!.enemies[0]!.modifiers.push({ id: "core:cornered", remaining: 997, since: 3 });
    const text = serialiseSave(game.state, { game_version: "old", mods: [{ id: "core", version: "0.1.0" }] });
    expect(text).toContain("997");
    const back = parseSave(text, "test");
    if ("refused" in back) throw new Error(back.refused);
    expect(dropMissing(back.state, core)).toEqual([]);
    const rat = back.state.floor.rooms[0]!.enemies[0]!;
    expect(rat.modifiers).toEqual([{ id: "core:cornered", since: 3 }]);
    expect(new Game(back.state, { buildFloor }).state.floor.rooms[0]!.enemies[0]!.modifiers[0]!.remaining).toBeUndefined();
  });
});

describe("a named modifier's permanence in the mod's data", () => {
  const mod = (body: string) => ({
    core: TINY_CORE,
    arena: ARENA,
    bad: { "manifest.toml": manifest("bad", ["arena"]), "m.toml": `[[modifiers]]\nid = "x"\nname = "X"\n${body}\n` },
  });

  it("a permanent modifier with a duration loses the entry with a warning naming the field", () => {
    const result = load(makeProfile(mod("permanent = true\nduration = 3")));
    expect(
      result.lines.some((l) => /m\.toml:\d+: .*x.*duration.*permanent modifier has no duration/.test(l)),
      result.lines.join("\n"),
    ).toBe(true);
    expect(result.ok && result.registries.modifiers.has("bad:x")).toBe(false);
  });

  it("a modifier with neither loses the entry: a duration is needed unless permanent", () => {
    const result = load(makeProfile(mod("")));
    expect(
      result.lines.some((l) => /duration.*required unless permanent = true/.test(l)),
      result.lines.join("\n"),
    ).toBe(true);
  });

  it("a timed modifier is not permanent unless it says so", () => {
    const result = load(makeProfile(mod("duration = 3")));
    expect(result.ok && result.registries.modifiers.get("bad:x").permanent).toBe(false);
  });
});
