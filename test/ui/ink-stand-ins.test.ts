import * as real from "@alcalzone/ansi-tokenize";
import { Chalk } from "chalk";
import realSliceAnsi from "slice-ansi";
import { describe, expect, it } from "vitest";
import * as memo from "../../scripts/ansi-tokenize-memo.mjs";
import sliceAnsi from "../../scripts/slice-ansi-memo.mjs";

// 256 colours whatever the test's stdout is, as in a terminal (the default instance is Ink's).
const c = new Chalk({ level: 2 });
const ESC = "\u001b";

/** Lines as Ink writes them: nested colours, bold and dim together, reverse video, resets, wide cells. */
const LINES = [
  "",
  "plain text",
  c.white("#####") + c.gray("....") + c.yellowBright.inverse("@") + c.gray("...") + c.white("#"),
  c.bold(`${c.cyanBright("Foes")} (3)`),
  c.dim.bold("dim and bold") + c.bold("bold only") + c.dim("dim only"),
  c.red(`a ${c.green("nested")} colour`) + " after",
  `${ESC}[31mred${ESC}[0m reset ${ESC}[1;4mbold underline${ESC}[22m still underlined${ESC}[24m`,
  `${ESC}[38;5;200mpink${ESC}[39m ${ESC}[48;5;17mon navy${ESC}[49m`,
  c.yellow("日本語 the wide ones ") + c.magentaBright("* pile"),
  c.bgRed.white(" warning ") + c.inverse(c.green("inverse green")),
];

const viaReal = (line: string) => real.styledCharsToString(real.styledCharsFromTokens(real.tokenize(line)));
const viaMemo = (line: string) => memo.styledCharsToString(memo.styledCharsFromTokens(memo.tokenize(line)));

describe("the bundle's stand-in for Ink's ANSI tokenizer", () => {
  it("gives the real one's cells and strings, the first time and from its memory", () => {
    for (const round of [1, 2]) {
      for (const line of LINES) {
        expect(memo.styledCharsFromTokens(memo.tokenize(line)), `${round}: ${JSON.stringify(line)}`).toEqual(
          real.styledCharsFromTokens(real.tokenize(line)),
        );
        expect(viaMemo(line), `${round}: ${JSON.stringify(line)}`).toBe(viaReal(line));
      }
    }
  });

  it("joins cells of different lines into a row as the real one does (Ink's rows mix writes and blank cells)", () => {
    const blank = () => ({ type: "char" as const, value: " ", fullWidth: false, styles: [] });
    for (let i = 0; i < LINES.length; i++) {
      const a = LINES[i]!;
      const b = LINES[(i + 3) % LINES.length]!;
      const row = (t: typeof real) => [
        ...t.styledCharsFromTokens(t.tokenize(a)),
        blank(),
        blank(),
        ...t.styledCharsFromTokens(t.tokenize(b)).slice(1),
      ];
      expect(memo.styledCharsToString(row(memo))).toBe(real.styledCharsToString(row(real)));
    }
  });

  it("follows a line that changed: a changed cell changes the string", () => {
    const before = c.gray("..") + c.yellowBright("@") + c.gray("..");
    const after = c.gray("...") + c.yellowBright("@") + c.gray(".");
    expect(viaMemo(before)).toBe(viaReal(before));
    expect(viaMemo(after)).toBe(viaReal(after));
    expect(viaMemo(after)).not.toBe(viaMemo(before));
  });

  it("passes a tokenize with an end character to the real one", () => {
    expect(memo.tokenize(LINES[3]!, 5)).toEqual(real.tokenize(LINES[3]!, 5));
  });
});

describe("the bundle's stand-in for slice-ansi", () => {
  it("cuts as the real one, the first time and from its memory", () => {
    for (const round of [1, 2]) {
      for (const line of LINES) {
        for (const [from, to] of [
          [0, 3],
          [2, 9],
          [1, undefined],
          [0, 200],
          [5, 5],
        ] as const) {
          expect(sliceAnsi(line, from, to), `${round}: ${JSON.stringify(line)} ${from}..${to}`).toBe(realSliceAnsi(line, from, to));
        }
      }
    }
  });
});
