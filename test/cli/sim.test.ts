import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

// The built-in core game; each call a fresh profile.
const sim = (...args: string[]) => runCli(["sim", "--home", tempDir(), ...args]);

describe("rustkeep sim", () => {
  it("prints the same report, byte for byte, for the same seed, and another for another seed", () => {
    const a = sim("--runs", "4", "--seed", "same");
    const b = sim("--runs", "4", "--seed", "same");
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/^4 runs, policy default, seed same\nwon \d+\.\d% \[\d+\.\d–\d+\.\d\]/);
    for (const part of [
      "Where runs ended:",
      "died on floor 1",
      "Per floor (medians on arrival):",
      "By option:",
      "Abilities used, Warrior:",
    ])
      expect(a.stdout).toContain(part);
    expect(a.stdout).toMatch(/█/);
    // Piped, the report is 80 columns wide, the charts indented under a heading too.
    for (const line of a.stdout.split("\n")) expect([...line].length, line).toBeLessThanOrEqual(80);
    expect(sim("--runs", "4", "--seed", "other").stdout).not.toBe(a.stdout);
  }, 60_000);

  it("--json is one document: every run accounted for, pinned to the class asked for", () => {
    const { code, stdout } = sim("--runs", "3", "--class", "mage", "--policy", "careless", "--json");
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.policy).toBe("careless");
    expect(report.runs).toBe(3);
    expect(report.heroes).toHaveLength(3);
    for (const hero of report.heroes) expect(hero.options).toContain("core:mage");
    const ended = report.endings.reduce((n: number, e: { count: number }) => n + e.count, 0);
    expect(ended).toBe(3);
    expect(report.won.count + report.died + report.stuck).toBe(3);
    expect(report.floors[0].reached.count).toBe(3);
    const mage = report.options.find((o: { id: string }) => o.id === "core:mage");
    expect(mage.runs).toBe(3);
    expect(mage.abilities.length).toBeGreaterThan(0);
  }, 60_000);

  it("refuses bad flags with one line and exit 2", () => {
    for (const [args, said] of [
      [["--runs", "0"], /--runs takes a whole number from 1/],
      [["--runs", "many"], /--runs takes a whole number/],
      [["--policy", "reckless"], /no policy "reckless" \(policies: default, careless, attack-only\)/],
      [["--class", "wizard"], /--class: no option "wizard"/],
      [["--race", "core:mage"], /--race: core:mage is not a race/],
      [["--script", "x"], /unknown flag --script for sim/],
    ] as const) {
      const { code, stdout, stderr } = sim(...args);
      expect(code, args.join(" ")).toBe(2);
      expect(stdout).toBe("");
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toMatch(said);
    }
  });
});
