import { describe, expect, it } from "vitest";
import { BARS, barSummary, noiseOf, withinBar, type Bar, type BarResult } from "../../bench/bars.js";

const bar: Bar = { name: "x", against: "x over its anchor", bar: 2, checked: true, unit: "×" };
const report: Bar = { name: "y", against: "y, absolute", bar: 5, checked: false, unit: " µs" };

describe("bench bars", () => {
  it("passes a ratio at or under its bar, and one above it by less than its noise", () => {
    expect(withinBar(bar, { ratio: 2, noise: 0 })).toBe(true);
    expect(withinBar(bar, { ratio: 2.15, noise: 0.1 })).toBe(true);
  });

  it("fails a ratio above its bar by more than its noise", () => {
    expect(withinBar(bar, { ratio: 2.01, noise: 0 })).toBe(false);
    expect(withinBar(bar, { ratio: 2.25, noise: 0.1 })).toBe(false);
  });

  it("takes a figure's noise as its median's distance above its fastest run", () => {
    expect(noiseOf({ median: 10, min: 8 })).toBeCloseTo(0.2);
    expect(noiseOf({ median: 0, min: 0 })).toBe(0);
  });

  it("exits 1 under --check only when a checked bar is above", () => {
    const above = new Map<string, BarResult>([["x", { ratio: 3, noise: 0.1 }]]);
    const within = new Map<string, BarResult>([["x", { ratio: 1.9, noise: 0.1 }]]);
    expect(barSummary(true, above, [bar]).exitCode).toBe(1);
    expect(barSummary(false, above, [bar]).exitCode).toBe(0);
    expect(barSummary(true, within, [bar]).exitCode).toBe(0);
  });

  it("reports an unchecked bar above its figure without failing the check", () => {
    const got = new Map<string, BarResult>([["y", { ratio: 6.8, noise: 0.02 }]]);
    const { lines, exitCode } = barSummary(true, got, [report]);
    expect(exitCode).toBe(0);
    expect(lines[0]).toMatch(/^bar y: value 6\.80 µs \(bar 5 µs, noise ±2%\) ABOVE \(not checked\)/);
  });

  it("prints one line per bar, naming the ratio, the bar, the noise and the verdict", () => {
    const got = new Map<string, BarResult>([["x", { ratio: 2.5, noise: 0.04 }]]);
    const { lines } = barSummary(true, got, [bar, { ...bar, name: "z" }]);
    expect(lines[0]).toMatch(/^bar x: ratio 2\.50× \(bar 2×, noise ±4%\) ABOVE/);
    expect(lines[1]).toMatch(/^bar z: not measured/);
  });

  it("holds an exact (memory) bar to its bar itself, whatever noise is reported, and prints no noise", () => {
    const size: Bar = { name: "m", against: "MiB, absolute", bar: 100, checked: true, unit: " MiB", exact: true };
    expect(withinBar(size, { ratio: 100, noise: 0 })).toBe(true);
    expect(withinBar(size, { ratio: 100.5, noise: 0.1 })).toBe(false);
    const { lines, exitCode } = barSummary(true, new Map([["m", { ratio: 131.4, noise: 0 }]]), [size]);
    expect(exitCode).toBe(1);
    expect(lines[0]).toBe("bar m: value 131.40 MiB (bar 100 MiB) ABOVE — MiB, absolute");
  });

  it("holds issue 25's table, every bar checked: the move too, against the first wave's run from its commit", () => {
    expect(BARS.map((b) => b.name)).toContain("--version");
    expect(BARS.filter((b) => !b.checked).map((b) => b.name)).toEqual([]);
    expect(BARS.find((b) => b.name === "Game.execute(move)")).toMatchObject({ bar: 1.14, unit: "×" });
  });
});
