import { describe, expect, it } from "vitest";
import { cursorWindow, scrollMost, scrollWindow } from "../../src/ui/list-window.js";
import { moveCursor } from "../../src/ui/menu.js";

const ones = (n: number) => Array.from({ length: n }, () => 1);
/** Rows a window takes: its entries and its markers. */
const used = (w: ReturnType<typeof cursorWindow>, heights: readonly number[]) =>
  heights.slice(w.from, w.to).reduce((a, b) => a + b, 0) + (w.topMarker ? 1 : 0) + (w.bottomMarker ? 1 : 0);

describe("the one list rule", () => {
  it("shows a list that fits whole, with no markers", () => {
    expect(cursorWindow(ones(10), 9, 10)).toEqual({ from: 0, to: 10, above: 0, below: 0, topMarker: false, bottomMarker: false });
  });

  it("keeps the cursor in view and counts every row out of view, in a window that fills its box", () => {
    for (let cursor = 0; cursor < 11; cursor++) {
      const w = cursorWindow(ones(11), cursor, 10);
      expect(cursor).toBeGreaterThanOrEqual(w.from);
      expect(cursor).toBeLessThan(w.to);
      expect(w.above + (w.to - w.from) + w.below).toBe(11);
      expect(w.topMarker).toBe(w.above > 0);
      expect(w.bottomMarker).toBe(w.below > 0);
      expect(used(w, ones(11))).toBe(10);
    }
    expect(cursorWindow(ones(11), 0, 10)).toMatchObject({ from: 0, to: 9, below: 2 });
    expect(cursorWindow(ones(11), 10, 10)).toMatchObject({ from: 2, to: 11, above: 2 });
  });

  it("keeps an entry of two rows whole", () => {
    const heights = [1, 2, 1, 2, 2, 1, 2, 1];
    for (let cursor = 0; cursor < heights.length; cursor++) {
      const w = cursorWindow(heights, cursor, 5);
      expect(cursor >= w.from && cursor < w.to).toBe(true);
      expect(used(w, heights)).toBeLessThanOrEqual(5);
    }
  });

  it("scrolls a text one row more at each step, from its first rows to its last", () => {
    const most = scrollMost(12, 5);
    const seen = Array.from({ length: most + 1 }, (_, step) => scrollWindow(12, step, 5));
    expect(seen[0]).toMatchObject({ from: 0, to: 4, topMarker: false, bottomMarker: true, below: 8 });
    expect(seen.at(-1)).toMatchObject({ from: 8, to: 12, topMarker: true, bottomMarker: false, above: 8 });
    for (const [i, w] of seen.entries()) {
      expect(used(w, ones(12))).toBe(5);
      if (i > 0) expect(`${w.from}-${w.to}`).not.toBe(`${seen[i - 1]!.from}-${seen[i - 1]!.to}`);
    }
    expect(scrollWindow(12, 99, 5)).toEqual(seen.at(-1));
  });

  it("stops a cursor at either end instead of wrapping round to a row out of view", () => {
    expect(moveCursor(0, -1, 11)).toBe(0);
    expect(moveCursor(10, 1, 11)).toBe(10);
    expect(moveCursor(3, 1, 11)).toBe(4);
    expect(moveCursor(0, -1, 0)).toBe(0);
  });
});
