import { describe, expect, it } from "vitest";
import { createGame, Game, type Difficulty, type FloorBuilder } from "../../src/game/index.js";
import { tradePrices } from "../../src/game/queries/index.js";
import { buildFloor } from "../../src/gen/build-floor.js";
import { scoreLine } from "../../src/profile/high-scores.js";
import { parseSave, serialiseSave } from "../../src/save/format.js";
import { morgueText } from "../../src/ui/morgue-text.js";
import { summarize } from "../../src/ui/run-summary.js";
import { fightFloor, STEPS_TO_DEN } from "../ui/fight.js";
import { coreRegistries } from "../ui/fixtures.js";

const core = coreRegistries();
const HEADER = { game_version: "test", mods: [{ id: "core", version: "0.1.0" }] };
const POTION = { def: "core:healing_potion", count: 1, affixes: [] };

function run(difficulty: Difficulty, floor: FloorBuilder = buildFloor, seed = "easy"): Game {
  const made = createGame(core, { seed, name: "Ada", options: ["core:human", "core:warrior"], difficulty }, { buildFloor: floor });
  if (!(made instanceof Game)) throw new Error(made.error);
  return made;
}

describe("easy mode", () => {
  it("gives the hero the balance's extra max health, starting at full", () => {
    const normal = run("normal");
    const easy = run("easy");
    const maxOf = (g: Game) => Math.round(g.attribute(g.state.player, "max_health", core));
    const pct = core.balance.easy_modifiers.find((m) => m.attribute === "max_health")?.percent ?? 0;
    expect(pct).toBeGreaterThan(0);
    expect(maxOf(easy)).toBe(Math.round(maxOf(normal) * (1 + pct / 100)));
    expect(easy.state.player.health).toBe(maxOf(easy));
    expect(normal.state.player.health).toBe(maxOf(normal));
  });

  it("makes buying cheaper and selling dearer, and buying back still loses a coin", () => {
    const normal = tradePrices(POTION, run("normal").state, core);
    const easy = tradePrices(POTION, run("easy").state, core);
    expect(easy.buy).toBeLessThan(normal.buy);
    expect(easy.sell).toBeGreaterThan(normal.sell);
    expect(easy.sell).toBeLessThan(easy.buy);
  });

  it("is left out of a normal run's state, so its saves are what they were", () => {
    expect("difficulty" in run("normal").state).toBe(false);
    expect(serialiseSave(run("normal").state, HEADER)).not.toContain("difficulty");
  });

  it("survives save and load with its health and prices", () => {
    const easy = run("easy");
    const back = parseSave(serialiseSave(easy.state, HEADER), "test");
    if ("refused" in back) throw new Error(back.refused);
    const loaded = new Game(back.state, { buildFloor });
    expect(loaded.state.difficulty).toBe("easy");
    expect(loaded.attribute(loaded.state.player, "max_health", core)).toBe(easy.attribute(easy.state.player, "max_health", core));
    expect(tradePrices(POTION, loaded.state, core)).toEqual(tradePrices(POTION, easy.state, core));
  });

  it("loads an old save without the field as a normal run", () => {
    const text = serialiseSave(run("normal").state, HEADER);
    const back = parseSave(text, "test");
    if ("refused" in back) throw new Error(back.refused);
    expect(back.state.difficulty).toBeUndefined();
    expect(tradePrices(POTION, back.state, core)).toEqual(tradePrices(POTION, run("normal").state, core));
  });

  it("is named in the morgue text and the high-score line; a normal run is not", () => {
    const die = (difficulty: Difficulty) => {
      const game = run(difficulty, fightFloor(core, [{ def: "core:rat", tweak: (c) => (c.base.strength = 500) }]), "fight");
      for (let i = 0; i < STEPS_TO_DEN; i++) game.execute({ kind: "move", dir: "e" }, core);
      while (!game.state.over) game.execute({ kind: "rest" }, core);
      return { ...summarize(game.state, core), state: game.state };
    };
    const easy = die("easy");
    const normal = die("normal");
    const morgue = (s: typeof easy) => morgueText(s, s.state, core, { date: "2026-12-01", version: "test", mods: [] });
    expect(morgue(easy)).toMatch(/^Ada, floor \d+, turn \d+, easy mode$/m);
    expect(morgue(normal)).not.toContain("easy");
    const entry = (s: typeof easy) => ({ ...s, date: "2026-12-01", ...(s.difficulty === "easy" ? { difficulty: s.difficulty } : {}) });
    expect(scoreLine(entry(easy), 1)).toMatch(/^1\. Ada \(easy\) {2}died/);
    expect(scoreLine(entry(normal), 1)).toMatch(/^1\. Ada {2}died/);
  });
});
