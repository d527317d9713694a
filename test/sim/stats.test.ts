import { describe, expect, it } from "vitest";
import { median, shareWords, wilson } from "../../src/sim/stats.js";

describe("report figures", () => {
  it("gives a win rate its 95% Wilson interval", () => {
    // 20 of 100: the textbook interval is 13.3%–28.9%.
    const s = wilson(20, 100);
    expect(s.share).toBe(0.2);
    expect(s.low).toBeCloseTo(0.1333, 3);
    expect(s.high).toBeCloseTo(0.2888, 3);
    expect(shareWords(s)).toBe("20.0% [13.3–28.9]");
    // None of 10 still leaves room above zero; all of 10, room below one.
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10).low).toBeCloseTo(0.7225, 3);
    expect(wilson(0, 0)).toMatchObject({ share: 0, low: 0, high: 0 });
  });

  it("takes medians of odd and even counts, none for nothing", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });
});
