import { describe, expect, it } from "vitest";
import { BINDINGS } from "../../src/ui/keymap.js";
import { helpCells, helpLines, TURN_NOTE } from "../../src/ui/screens/HelpView.js";

const text = (lines: ReturnType<typeof helpLines>) => lines.map((l) => l.map((s) => s.text).join(""));

/** Every binding's label is on a line, or its group's label (the runs share one). */
const shown = (lines: string[]) => BINDINGS.every((b) => lines.some((l) => l.includes(b.group ?? b.label)));

describe("the help list", () => {
  it("lists every binding, one per line (a group on one), when there is room, and says every action is a turn", () => {
    const lines = text(helpLines(40));
    expect(lines).toHaveLength(helpCells().length + 5);
    expect(shown(lines)).toBe(true);
    expect(lines).toContain(TURN_NOTE);
    for (const verb of ["wear", "use", "drop", "pick up", "talk", "trade"]) expect(TURN_NOTE).toContain(verb);
    expect(lines.some((l) => /^t +talk to someone here/.test(l))).toBe(true);
  });

  it("puts the eight runs on one line with their keys run together", () => {
    const runs = BINDINGS.filter((b) => b.input.startsWith("run"));
    expect(runs).toHaveLength(8);
    const cell = helpCells().find((c) => c.label === runs[0]!.group);
    expect(cell?.keys).toBe(runs.map((b) => b.keys.map((k) => ("char" in k ? k.char : "")).join("")).join(""));
    expect(helpCells().filter((c) => c.label.startsWith("run"))).toHaveLength(1);
  });

  it("keeps a space between the two keys of a pair, so explore and rest do not read as one word", () => {
    const travel = BINDINGS.filter((b) => b.input === "explore" || b.input === "restFully");
    const cell = helpCells().find((c) => c.label === travel[0]!.group);
    expect(cell?.keys).toBe(travel.map((b) => b.keys.map((k) => ("char" in k ? k.char : "")).join("")).join(" "));
  });

  it("flows into a second column rather than cutting bindings off", () => {
    const lines = text(helpLines(12));
    expect(lines.length).toBeLessThanOrEqual(12);
    expect(shown(lines)).toBe(true);
  });

  it("shows the run's seed above the closing line, within the rows, when a run is on", () => {
    for (const rows of [12, 40]) {
      const lines = text(helpLines(rows, "7"));
      expect(lines.length).toBeLessThanOrEqual(rows);
      expect(lines.at(-2)).toBe("seed 7 — replay it with --seed 7");
      expect(shown(lines)).toBe(true);
    }
    expect(text(helpLines(40)).join("\n")).not.toContain("seed");
  });

  it("fits an 80-column popup in two columns at 80×24 with the seed shown", () => {
    // The frame is 23 rows; the popup's border takes two of them.
    const lines = text(helpLines(21, "a-long-seed"));
    expect(lines.length).toBeLessThanOrEqual(21);
    // Border and a space either side of the text.
    for (const line of lines) expect([...line].length + 4).toBeLessThanOrEqual(80);
  });
});
