import { describe, expect, it } from "vitest";
import { wrapSegments } from "../../src/ui/wrap-segments.js";
import { cutAtWord } from "../../src/ui/fit-text.js";
import { wrapLog } from "../../src/ui/screens/log.js";

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

  it("never starts a row with the comma between coloured pieces: the comma stays with the word before it", () => {
    const line = [
      { text: "Worn instead: " },
      { text: "strength +2", color: "good" as const },
      { text: ", " },
      { text: "accuracy +1", color: "good" as const },
      { text: ", " },
      { text: "physical resistance +3%" },
    ];
    for (let width = 12; width <= 60; width++) {
      const rows = plain(wrapSegments(line, width));
      for (const row of rows) expect(row, `${width}: ${JSON.stringify(rows)}`).not.toMatch(/^\s*[,.;:]/);
      expect(rows.join(" ").replace(/ +/g, " ")).toBe("Worn instead: strength +2, accuracy +1, physical resistance +3%");
    }
  });
});

describe("cutting a name to fit", () => {
  it("cuts after the last whole word with …, never inside a word, and drops a comma before the …", () => {
    expect(cutAtWord("Grisklaw, the Rat King", 22)).toBe("Grisklaw, the Rat King");
    expect(cutAtWord("Grisklaw, the Rat King", 20)).toBe("Grisklaw, the Rat…");
    expect(cutAtWord("Grisklaw, the Rat King", 12)).toBe("Grisklaw…");
    expect(cutAtWord("Supercalifragilistic", 8)).toBe("Superca…");
    for (let width = 2; width < 22; width++) expect([...cutAtWord("Grisklaw, the Rat King", width)].length).toBeLessThanOrEqual(width);
  });
});

describe("a line far longer than any row (a tampered save, a script's error)", () => {
  // Quadratic wrapping took 3 s for this word (over two minutes for 3M), with the UI frozen.
  const word = "x".repeat(300_000);
  const timed = <T>(f: () => T): [T, number] => {
    const start = performance.now();
    const out = f();
    return [out, performance.now() - start];
  };

  it("wraps as coloured text in time linear in its length, every character kept", () => {
    const [rows, ms] = timed(() => plain(wrapSegments([{ text: word }], 78)));
    expect(rows.join("")).toBe(word);
    expect(rows).toHaveLength(Math.ceil(300_000 / 78));
    expect(ms).toBeLessThan(1_000);
  });

  it("wraps as log rows in time linear in its length", () => {
    const [rows, ms] = timed(() => wrapLog([word], 78));
    expect(rows.map((r) => r.trimStart()).join("")).toBe(word);
    expect(ms).toBeLessThan(1_000);
  });
});
