import { describe, expect, it } from "vitest";
import { COLORS } from "../../src/content/catalog.js";
import { createTheme, UI_ROLES } from "../../src/ui/theme.js";

describe("the theme", () => {
  it("turns every mod colour and UI role into an Ink colour", () => {
    const theme = createTheme(false);
    for (const name of [...COLORS, ...UI_ROLES]) expect(theme(name), name).toMatch(/^[a-z]+(Bright)?$/);
    expect(theme("red")).toBe("red");
    expect(theme("bright_red")).toBe("redBright");
    expect(theme("gray")).toBe("gray");
  });

  it("gives no colour at all under NO_COLOR", () => {
    const theme = createTheme(true);
    for (const name of [...COLORS, ...UI_ROLES]) expect(theme(name), name).toBeUndefined();
  });
});
