import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, optionsText, parseOptionsFile } from "../../src/profile/options-file.js";
import { THEME_NAMES } from "../../src/ui/theme.js";

/** The file as the game reads and writes it: with the UI's theme names. */
const parse = (text: string) => parseOptionsFile(text, THEME_NAMES);
const textOf = (options: Parameters<typeof optionsText>[0]) => optionsText(options, THEME_NAMES);

describe("options.toml", () => {
  it("reads back every theme it writes, with no problem", () => {
    for (const theme of THEME_NAMES) {
      for (const options of [
        { ...DEFAULT_OPTIONS, theme },
        { theme, hints: false, confirm_quit: false, autopickup: false, hints_seen: ["explore", "look"] },
      ]) {
        expect(parse(textOf(options))).toEqual({ options, problems: [] });
      }
    }
  });

  it("keeps the default theme for what it cannot use, one line each, and still uses the rest", () => {
    expect(parse('theme = "monochrome"\nsound = "loud"\n')).toEqual({
      options: { ...DEFAULT_OPTIONS, theme: "monochrome" },
      problems: ['options.toml: "sound" is not an option; ignored'],
    });
    expect(parse("theme = 3\n")).toEqual({
      options: DEFAULT_OPTIONS,
      problems: ["options.toml: theme must be a theme name in quotes; default theme used"],
    });
    expect(parse("").options).toEqual(DEFAULT_OPTIONS);
  });

  it("keeps every comment line a comment and says what each option does", () => {
    const text = textOf(DEFAULT_OPTIONS);
    for (const name of ["theme", "hints", "confirm_quit", "autopickup", "hints_seen"])
      expect(text).toMatch(new RegExp(`^# ${name}: `, "m"));
  });

  it("defaults each wrong-typed new option alone, one line each, and keeps the others", () => {
    const read = parse('theme = "monochrome"\nhints = "yes"\nconfirm_quit = 0\nhints_seen = "explore"\n');
    expect(read.options).toEqual({ ...DEFAULT_OPTIONS, theme: "monochrome" });
    expect(read.problems).toEqual([
      "options.toml: hints must be true or false; hints on",
      "options.toml: confirm_quit must be true or false; quit asks first",
      "options.toml: hints_seen must be a short list of hint names; hints start over",
    ]);
    expect(parse(`hints_seen = [${Array.from({ length: 65 }, () => '"look"').join(", ")}]\n`).problems).toHaveLength(1);
    expect(parse('hints_seen = ["look", "\\u001b[2J"]\n').options.hints_seen).toEqual([]);
    expect(parse('hints = false\nconfirm_quit = false\nhints_seen = ["look", "look"]\n').options).toEqual({
      ...DEFAULT_OPTIONS,
      hints: false,
      confirm_quit: false,
      hints_seen: ["look"],
    });
  });
});
