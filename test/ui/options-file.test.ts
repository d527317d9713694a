import { describe, expect, it } from "vitest";
import { optionsText, parseOptionsFile } from "../../src/ui/options-file.js";
import { THEME_NAMES } from "../../src/ui/theme.js";

describe("options.toml", () => {
  it("reads back every theme it writes, with no problem", () => {
    for (const theme of THEME_NAMES) expect(parseOptionsFile(optionsText({ theme }))).toEqual({ options: { theme }, problems: [] });
  });

  it("keeps the default theme for what it cannot use, one line each, and still uses the rest", () => {
    expect(parseOptionsFile('theme = "monochrome"\nsound = "loud"\n')).toEqual({ options: { theme: "monochrome" }, problems: ['options.toml: "sound" is not an option; ignored'] });
    expect(parseOptionsFile("theme = 3\n")).toEqual({ options: { theme: "default" }, problems: ["options.toml: theme must be a theme name in quotes; default theme used"] });
    expect(parseOptionsFile("").options.theme).toBe("default");
  });
});
