import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import type { GameState } from "../../src/game/state.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { loadModsSync, type LoadResult } from "../../src/loader/load.js";
import { serialiseSave } from "../../src/save/format.js";
import { resume } from "../../src/save/resume.js";
import { REPO } from "../helpers/cli.js";
import { manifest, TINY_CORE } from "../helpers/fixture-mods.js";
import { makeProfile, tempDir } from "../helpers/profile.js";

type Loaded = Extract<LoadResult, { ok: true }>;

function loaded(profile: { home: string; builtinMods: string }): Loaded {
  const load = loadModsSync(profile);
  if (!load.ok) throw new Error("hard error");
  return load;
}

/** Writes `state` as a save made with `mods` and resumes it under `load`. */
function resumeAs(load: Loaded, home: string, state: GameState, mods: { id: string; version: string }[]) {
  const file = join(home, "old-save.toml");
  writeFileSync(file, serialiseSave(state, { game_version: "0.0.1", mods }));
  const back = resume(load, home, "test", buildFloor, file);
  if ("refused" in back) throw new Error(back.refused);
  return back;
}

describe("a save made with core 0.1.0", () => {
  it("continues with the floor's and the pack's ids under their new names, said once", () => {
    const home = tempDir("rk-home-");
    const load = loaded({ home, builtinMods: join(REPO, "mods") });
    const game = createGame(load.registries, { seed: "renames", name: "Ada", options: ["core:human", "core:warrior"] }, { buildFloor });
    if (!(game instanceof Game)) throw new Error(game.error);
    const s = game.state;
    // As 0.1.0 wrote them: a loot spot of core:gear, the old shop's table kept on a pile, junk naming an old id.
    const spot = s.floor.piles.find((p) => p.table !== undefined)!;
    spot.table = "core:gear";
    s.floor.piles.push({ pos: [1, 1], table: "core:merchant_stock", items: [] });
    s.player.inventory.push({ uid: 999, def: "core:dagger", affixes: [], count: 1 });
    s.junk = ["core:weapon_affixes+core:dagger"];
    const back = resumeAs(load, home, s, [{ id: "core", version: "0.1.0" }]);
    expect(back.warnings).toEqual([]);
    expect(back.notices).toEqual([
      "the save was made with core 0.1.0: 3 ids it renamed since read as the new ones (core:gear → core:gear_1, core:merchant_stock → core:stock_floor_1, core:weapon_affixes → core:weapon_affixes_common)",
    ]);
    const after = back.game.state;
    expect(after.floor.piles.map((p) => p.table)).toContain("core:gear_1");
    expect(after.floor.piles.find((p) => p.pos[0] === 1 && p.pos[1] === 1)?.table).toBe("core:stock_floor_1");
    expect(after.junk).toEqual(["core:weapon_affixes_common+core:dagger"]);
    expect(after.log.at(-1)).toBe(`Note: ${back.notices[0]}.`);
    // And the run goes on.
    expect(back.game.execute({ kind: "rest" }, load.registries).kind).toBe("turn_passed");
  });
});

/** frost 1.1.0 renamed its ice_axe (of 1.0.0) to frost_axe. */
const FROST_110 = {
  "manifest.toml": manifest("frost", ["core"], "1.1.0"),
  "items.toml": `[[items]]\nid = "frost_axe"\nrenamed_from = [{ id = "ice_axe", version = "1.1.0" }]\nname = "Frost axe"\nsymbol = { char = "/", color = "cyan" }\nslot = "core:main_hand"\nbase_price = 10\n`,
  "hero.toml": `[[option_categories]]\nid = "kind"\nname = "Kind"\n\n[[options]]\nid = "hero"\ncategory = "frost:kind"\nname = "Hero"\n\n[[floors]]\nid = "f1"\nnumber = 1\nsize = [20, 10]\nrooms = 1\n\n[[prefabs]]\nid = "room"\nlayout = '''\n#####\n#...#\n#####\n'''\n`,
};

function frostGame(load: Loaded): GameState {
  const game = createGame(load.registries, { seed: "frost", name: "Ada", options: ["frost:hero"] }, { buildFloor });
  if (!(game instanceof Game)) throw new Error(game.error);
  const s = game.state;
  s.player.inventory.push({ uid: 900, def: "frost:ice_axe", affixes: [], count: 1 });
  s.player.equipment["core:main_hand"] = { uid: 901, def: "frost:ice_axe", affixes: [], count: 1 };
  s.kills_by_kind = { "frost:ice_axe": 2 };
  return s;
}

describe("a save against another version of a mod", () => {
  const profile = makeProfile({ core: TINY_CORE, frost: FROST_110 });
  const load = loaded(profile);

  it("from an older version: the pack and the worn item keep their items under the new id", () => {
    const back = resumeAs(load, profile.home, frostGame(load), [
      { id: "core", version: "1.0.0" },
      { id: "frost", version: "1.0.0" },
    ]);
    expect(back.warnings).toEqual([]);
    expect(back.notices).toEqual([
      "the save was made with frost 1.0.0: 1 id it renamed since read as the new ones (frost:ice_axe → frost:frost_axe)",
    ]);
    const p = back.game.state.player;
    expect(p.inventory.map((i) => i.def)).toContain("frost:frost_axe");
    expect(p.equipment["core:main_hand"]?.def).toBe("frost:frost_axe");
    expect(back.game.state.kills_by_kind).toEqual({ "frost:frost_axe": 2 });
  });

  it("from the same version: nothing is renamed (the old id is dropped as unknown)", () => {
    const back = resumeAs(load, profile.home, frostGame(load), [
      { id: "core", version: "1.0.0" },
      { id: "frost", version: "1.1.0" },
    ]);
    expect(back.notices).toEqual([]);
    expect(back.warnings[0]).toMatch(
      /^dropped item frost:ice_axe from Ada's pack: no loaded mod defines it \(mod frost is loaded, at a version without it\)/,
    );
  });

  it("from a newer version: it loads, its unknown ids dropped and warned, saying the save is newer", () => {
    const back = resumeAs(load, profile.home, frostGame(load), [
      { id: "core", version: "1.0.0" },
      { id: "frost", version: "1.2.0" },
    ]);
    expect(back.notices).toEqual([]);
    expect(back.warnings[0]).toBe(
      "the save was made with frost 1.2.0, newer than the loaded frost 1.1.0: what it does not know is dropped",
    );
    expect(back.warnings.slice(1).every((w) => w.startsWith("dropped "))).toBe(true);
    expect(back.game.state.player.inventory.some((i) => i.def === "frost:ice_axe")).toBe(false);
  });
});
