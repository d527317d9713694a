import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_SCORES, readScores, recordRun, type ScoreEntry } from "../../src/profile/high-scores.js";

const temp = () => mkdtempSync(join(tmpdir(), "rk-scores-"));
const run = (over: Partial<ScoreEntry>): ScoreEntry => ({
  name: "Ada",
  outcome: "died",
  cause: "Killed by a rat.",
  floor: 1,
  turn: 100,
  level: 1,
  gold: 0,
  kills: 0,
  seed: "1",
  date: "2026-12-01",
  ...over,
});

describe("the high-score list", () => {
  it("starts empty, keeps the runs best first across launches: a win, then the deeper floor, then the faster run", () => {
    const home = temp();
    expect(readScores(home)).toEqual({ runs: [] });
    recordRun(home, run({ name: "shallow", floor: 2 }));
    recordRun(home, run({ name: "deep-slow", floor: 5, turn: 900 }));
    recordRun(home, run({ name: "deep-fast", floor: 5, turn: 300 }));
    recordRun(home, run({ name: "winner", outcome: "won", floor: 4 }));
    expect(readScores(home).runs.map((r) => r.name)).toEqual(["winner", "deep-fast", "deep-slow", "shallow"]);
  });

  it(`keeps only the best ${MAX_SCORES}`, () => {
    const home = temp();
    for (let floor = 1; floor <= MAX_SCORES + 3; floor++) recordRun(home, run({ floor }));
    const floors = readScores(home).runs.map((r) => r.floor);
    expect(floors).toHaveLength(MAX_SCORES);
    expect(floors[0]).toBe(MAX_SCORES + 3);
    expect(floors.at(-1)).toBe(4);
  });

  it("a broken file is reported in one line, then kept aside as scores.toml.broken and the list started anew", () => {
    const home = temp();
    writeFileSync(join(home, "scores.toml"), "[[runs]]\nname = 3\n");
    expect(readScores(home)).toEqual({ runs: [], problem: expect.stringMatching(/^scores\.toml: runs\.0\.name: /) });
    const { notes } = recordRun(home, run({ name: "fresh" }));
    expect(notes).toEqual([expect.stringMatching(/kept aside as scores\.toml\.broken, a new list started$/)]);
    expect(readFileSync(join(home, "scores.toml.broken"), "utf8")).toBe("[[runs]]\nname = 3\n");
    expect(readScores(home).runs.map((r) => r.name)).toEqual(["fresh"]);
  });

  it("garbage that is not TOML names its line", () => {
    const home = temp();
    writeFileSync(join(home, "scores.toml"), "ok = 1\n[[[nope\n");
    expect(readScores(home).problem).toBe("scores.toml: line 2: not valid TOML");
    expect(existsSync(join(home, "scores.toml"))).toBe(true);
  });
});
