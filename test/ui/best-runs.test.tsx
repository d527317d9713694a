import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { BestRuns } from "../../src/ui/screens/BestRuns.js";
import { rowsOf } from "./fixtures.js";

const run = {
  outcome: "died",
  cause: "Killed by a rat",
  floor: 3,
  turn: 1402,
  level: 4,
  gold: 88,
  kills: 23,
  seed: "77",
  date: "2025-12-20",
} as const;

describe("the title's best runs at 80 columns (76 inside the title's margins)", () => {
  it("shortens a long name instead of cutting off the kills and the date, one row a run", () => {
    const runs = [
      { ...run, name: "Ada" },
      { ...run, name: "Bartholomew the Grey of the Western Marches", difficulty: "easy" as const },
    ];
    const rows = rowsOf(render(<BestRuns scores={{ runs }} width={76} />).lastFrame()).filter((r) => r.trim());
    expect(rows).toHaveLength(3);
    for (const row of rows) expect([...row].length, row).toBeLessThanOrEqual(76);
    expect(rows[1]).toBe("1. Ada  died on floor 3, turn 1402, level 4, 23 kills  2025-12-20");
    expect(rows[2]).toMatch(/^2\. Bartho[^…]*… \(easy\) {2}died on floor 3, turn 1402, level 4, 23 kills {2}2025-12-20$/);
    expect([...rows[2]!].length).toBe(76);
  });
});
