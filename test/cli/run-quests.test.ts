import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { REPO, runCli } from "../helpers/cli.js";
import { inside, stepsTo } from "../helpers/paths.js";
import { loadOk, tempDir } from "../helpers/profile.js";

const HERO = ["core:human", "core:warrior"];

/** A core seed whose first floor lets a new hero walk to Old Pell without entering a guarded room. */
function walkToPell() {
  const registries = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries;
  for (let s = 1; s <= 200; s++) {
    const game = createGame(registries, { seed: String(s), name: "Ada", options: HERO }, { buildFloor });
    if (!(game instanceof Game)) throw new Error(game.error);
    const { floor } = game.state;
    const pell = floor.rooms.flatMap((r) => r.npcs).find((n) => n.id === "core:ratcatcher");
    if (!pell) continue;
    const guarded = floor.rooms.filter((r) => r.enemies.length > 0);
    const steps = stepsTo(
      floor,
      (x, y) => x === pell.pos[0] && y === pell.pos[1],
      (x, y) => guarded.some((g) => inside(g, x, y) && floor.tiles[y]?.[x] !== "+"),
    );
    if (steps) return { seed: String(s), steps };
  }
  return undefined;
}

describe("rustkeep run: quests", () => {
  it("Old Pell starts Rat catcher through dialog, and the line says where the quests stand (text and --json)", () => {
    const walk = walkToPell();
    expect(walk, "no seed in 1–200 has Old Pell reachable on floor 1").toBeDefined();
    const script = join(tempDir(), "pell.txt");
    writeFileSync(script, [`create ${HERO.join(" ")}`, ...walk!.steps.map((d) => `move ${d}`), "talk", "choose 1", ""].join("\n"));
    const r = runCli(["run", "--seed", walk!.seed, "--script", script, "--home", tempDir()]);
    expect(r.stderr).toBe("");
    const chose = r.stdout.split("\n").find((l) => l.startsWith("choose 1 →")) ?? "";
    expect(chose).toContain("Quests: Rat catcher 0/5.");
    const moves = r.stdout.split("\n").filter((l) => l.startsWith("move "));
    expect(moves.some((l) => l.includes("Quests:"))).toBe(false);
    const doc = JSON.parse(runCli(["run", "--seed", walk!.seed, "--script", script, "--json", "--home", tempDir()]).stdout);
    expect(doc.outcomes.at(-1).quests).toEqual([
      {
        id: "core:rat_catcher",
        name: "Rat catcher",
        description: expect.stringContaining("Old Pell"),
        state: "active",
        progress: 0,
        count: 5,
        line: "Rat catcher 0/5",
      },
    ]);
    expect(doc.outcomes.at(-2).quests).toBeUndefined();
  });
});
