import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { printable, printableCell, printableLines } from "../../src/lib/safe-text.js";

// What a terminal would act on: C0 but TAB and LF, DEL, C1, bidi controls.
const ACTED_ON = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const text = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x20ff }).map((n) => String.fromCharCode(n)) }),
);

describe("printable text", () => {
  it("holds nothing a terminal acts on; one-line text holds no line break either", () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(printableLines(s)).not.toMatch(ACTED_ON);
        expect(printable(s)).not.toMatch(ACTED_ON);
        expect(printable(s)).not.toContain("\n");
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps safe text as it is, and line breaks and tabs where lines are allowed", () => {
    expect(printable("Ice axe — 40 gold, 氷")).toBe("Ice axe — 40 gold, 氷");
    expect(printableLines("a\n\tb")).toBe("a\n\tb");
    expect(printable("a\nb")).toBe("a\\u000ab");
    expect(printable("\u001b]2;x\u0007 \u202eevil \u009b2J")).toBe("\\u001b]2;x\\u0007 \\u202eevil \\u009b2J");
  });

  it("escaped JSON stays valid JSON that decodes to the original", () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(JSON.parse(printableLines(JSON.stringify({ s }, null, 2)))).toEqual({ s });
      }),
      { numRuns: 1000 },
    );
  });

  it("a grid cell stays one cell wide", () => {
    expect(printableCell("\u001b")).toBe("?");
    expect(printableCell("\u202e")).toBe("?");
    expect(printableCell("g")).toBe("g");
  });
});
