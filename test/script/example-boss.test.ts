import { cpSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runPipelineLoadingScripts } from "../../src/loader/pipeline.js";
import { createScriptEngine } from "../../src/script/engine.js";
import { arenaIn } from "../helpers/arena.js";
import { REPO } from "../helpers/cli.js";
import { manifest } from "../helpers/fixture-mods.js";
import { tempDir, writeFiles } from "../helpers/profile.js";

/** The real core and the guide's example mod, loaded as the program loads them. */
async function exampleMod(sure = false) {
  const home = tempDir("rk-example-");
  cpSync(join(REPO, "docs", "example-mod", "frost"), join(home, "mods", "frost"), { recursive: true });
  // Every blow lands and none crits, so a hit's size is the script's number.
  if (sure)
    writeFiles(join(home, "mods", "sure"), {
      "manifest.toml": manifest("sure", ["core", "frost"]),
      "b.toml": "[balance]\nhit_min = 1\nhit_max = 1\ncrit_chance_base = 0\n",
    });
  const load = await runPipelineLoadingScripts({ home, builtinMods: join(REPO, "mods") }, createScriptEngine);
  if (!load.ok) throw new Error("hard error");
  return load;
}

/** The glacial wrath's hit after `fallen` of her three wolves died (the wolves left only watch). */
async function wrathAfter(fallen: number): Promise<{ hit: number; chilled: boolean }> {
  const load = await exampleMod(true);
  const pack = ["frost:matriarch", "frost:pack_wolf", "frost:pack_wolf", "frost:pack_wolf"];
  const { game, enter, state } = arenaIn(load.registries, pack, {
    seed: "den",
    options: ["core:human", "core:warrior"],
    prefab: "frost:matriarch_den",
    scripts: load.scripts,
  });
  enter();
  const [matriarch, ...wolves] = state.enemies;
  // The fallen are gone at the turn's end; the rest stand, their own turns skipped.
  wolves.forEach((w, i) => (w.health = i < fallen ? 0 : w.health));
  state.player.health = 10_000;
  matriarch!.health = 20;
  for (let i = 0; i < 4; i++) {
    for (const w of state.enemies) if (w !== matriarch) w.intent = undefined;
    const turn = game.execute({ kind: "rest" }, load.registries);
    const line = turn.messages.find((l) => l.startsWith("The White Matriarch's Glacial wrath hits you for "));
    if (line) return { hit: Number(/for (\d+)/.exec(line)![1]), chilled: state.player.modifiers.some((m) => m.id === "core:chilled") };
  }
  throw new Error("she never used her glacial wrath");
}

describe("the example mod's scripted boss", () => {
  it("loads clean of script warnings", async () => {
    const load = await exampleMod();
    expect(load.warnings.filter((w) => w.file.includes("boss") || w.message.includes(".js"))).toEqual([]);
    expect(load.scripts?.has("frost:glacial_wrath")).toBe(true);
  });

  it("in phase two hits harder for every wolf of her pack that died", async () => {
    // base 4, 3 more per fallen wolf (the hero has no cold resistance); two or more fallen also chill.
    const hits = [await wrathAfter(0), await wrathAfter(1), await wrathAfter(2), await wrathAfter(3)];
    expect(hits).toEqual([
      { hit: 4, chilled: false },
      { hit: 7, chilled: false },
      { hit: 10, chilled: true },
      { hit: 13, chilled: true },
    ]);
  });
});
