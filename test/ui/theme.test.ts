import { describe, expect, it } from "vitest";
import { COLORS } from "../../src/content/catalog.js";
import { createTheme, THEME_NAMES, UI_ROLES } from "../../src/ui/theme.js";

const INK_COLOUR = /^([a-z]+(Bright)?|#[0-9A-F]{6})$/;

describe("the theme", () => {
  it("turns every mod colour and UI role into an Ink colour, in every theme", () => {
    for (const name of THEME_NAMES) {
      const theme = createTheme(false, name);
      for (const color of [...COLORS, ...UI_ROLES]) expect(theme(color), `${name}: ${color}`).toMatch(INK_COLOUR);
    }
    const theme = createTheme(false);
    expect(theme("red")).toBe("red");
    expect(theme("bright_red")).toBe("redBright");
    expect(theme("gray")).toBe("gray");
  });

  it("gives each theme its own look", () => {
    const looks = THEME_NAMES.map((name) => {
      const theme = createTheme(false, name);
      return [...COLORS, ...UI_ROLES].map((c) => theme(c)).join(",");
    });
    expect(new Set(looks).size).toBe(THEME_NAMES.length);
    // Monochrome draws danger and good without a hue.
    const mono = createTheme(false, "monochrome");
    for (const role of ["danger", "good", "warning", "pile", "stairs"] as const) expect(mono(role)).toMatch(/^(white|gray)(Bright)?$/);
  });

  it("gives no colour at all under NO_COLOR, whatever the theme", () => {
    for (const name of THEME_NAMES) {
      const theme = createTheme(true, name);
      for (const color of [...COLORS, ...UI_ROLES]) expect(theme(color), `${name}: ${color}`).toBeUndefined();
    }
  });
});
