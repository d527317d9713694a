import { describe, expect, it } from "vitest";
import { wrapSegments } from "../../src/ui/wrap-segments.js";

const plain = (rows: ReturnType<typeof wrapSegments>) => rows.map((r) => r.map((s) => s.text).join(""));

describe("wrapping coloured text", () => {
  it("breaks at spaces, never starting a row with the space it broke at", () => {
    const rows = plain(wrapSegments([{ text: "A plain soldier's blade, well balanced and honestly made." }], 42));
    expect(rows).toEqual(["A plain soldier's blade, well balanced and", "honestly made."]);
  });

  it("keeps each piece's colour across a break and the space between pieces", () => {
    const rows = wrapSegments([{ text: "While worn: ", color: "dim" }, { text: "+20% physical resistance, -1 evasion" }], 30);
    expect(plain(rows)).toEqual(["While worn: +20% physical", "resistance, -1 evasion"]);
    expect(rows[0]![0]).toMatchObject({ text: "While", color: "dim" });
    expect(rows[1]!.every((s) => s.color === undefined)).toBe(true);
  });

  it("cuts a word longer than a row, and every row stays inside the width", () => {
    const rows = plain(wrapSegments([{ text: "Supercalifragilistic is long" }], 8));
    expect(rows).toEqual(["Supercal", "ifragili", "stic is", "long"]);
    for (const row of rows) expect([...row].length).toBeLessThanOrEqual(8);
  });
});
