import { describe, expect, it } from "vitest";
import { BINDINGS } from "../../src/ui/keymap.js";
import { helpLines } from "../../src/ui/screens/HelpView.js";

const text = (lines: ReturnType<typeof helpLines>) => lines.map((l) => l.map((s) => s.text).join(""));

describe("the help list", () => {
  it("lists every binding, one per line, when there is room", () => {
    const lines = text(helpLines(40));
    expect(lines).toHaveLength(BINDINGS.length + 5);
    for (const b of BINDINGS) expect(lines.some((l) => l.includes(b.label)), b.input).toBe(true);
    expect(lines.some((l) => /^t +talk to someone here/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith("Every action carried out is a turn"))).toBe(true);
  });

  it("flows into a second column rather than cutting bindings off", () => {
    const lines = text(helpLines(12));
    expect(lines.length).toBeLessThanOrEqual(12);
    for (const b of BINDINGS) expect(lines.some((l) => l.includes(b.label)), b.input).toBe(true);
  });

  it("shows the run's seed above the closing line, within the rows, when a run is on", () => {
    for (const rows of [12, 40]) {
      const lines = text(helpLines(rows, "7"));
      expect(lines.length).toBeLessThanOrEqual(rows);
      expect(lines.at(-2)).toBe("seed 7 — replay it with --seed 7");
      for (const b of BINDINGS) expect(lines.some((l) => l.includes(b.label)), b.input).toBe(true);
    }
    expect(text(helpLines(40)).join("\n")).not.toContain("seed");
  });
});
