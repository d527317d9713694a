import { describe, expect, it } from "vitest";
import { COLORS } from "../../src/content/catalog.js";
import { PALETTES } from "../../src/ui/theme-palettes.js";
import { DEUTERANOPIA, deltaE, linearRgb, PROTANOPIA, seenAs } from "./colour-vision.js";

/** Below this ΔE two colours read as one at a glance (Okabe & Ito's own pairs sit above 17). */
const APART = 15;

const distinctColours = (colours: readonly string[]) => [...new Set(colours.map((c) => c.toUpperCase()))];

function mergedPairs(colours: readonly string[]): string[] {
  const list = distinctColours(colours);
  const merged: string[] = [];
  for (const [name, m] of [
    ["protanopia", PROTANOPIA],
    ["deuteranopia", DEUTERANOPIA],
  ] as const) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const d = deltaE(seenAs(linearRgb(list[i]!), m), seenAs(linearRgb(list[j]!), m));
        if (d < APART) merged.push(`${list[i]} and ${list[j]} under ${name} (ΔE ${d.toFixed(1)})`);
      }
    }
  }
  return merged;
}

describe("the colour-blind theme", () => {
  const { roles, mod } = PALETTES["colour-blind"];

  it("has no two UI colours that protanopia or deuteranopia merges", () => {
    expect(mergedPairs(Object.values(roles))).toEqual([]);
  });

  it("has no two mod colours that protanopia or deuteranopia merges", () => {
    expect(mergedPairs(COLORS.map((c) => mod[c]))).toEqual([]);
  });

  it("keeps danger, warning and good three different colours", () => {
    expect(distinctColours([roles.danger, roles.warning, roles.good])).toHaveLength(3);
  });

  it("the check catches a classic confusion pair", () => {
    // A pure red and the olive a deuteranope sees it as: apart to most eyes, one colour to theirs.
    expect(mergedPairs(["#FF0000", "#A09000"]).some((p) => p.includes("deuteranopia"))).toBe(true);
    expect(deltaE(linearRgb("#FF0000"), linearRgb("#A09000"))).toBeGreaterThan(APART);
  });
});
