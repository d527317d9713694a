import { describe, expect, it } from "vitest";
import { keysLine, mergeKeysFile, parseKeyName } from "../../src/ui/keys-file.js";
import { BINDINGS, keyLabel } from "../../src/ui/keymap.js";

const keysOf = (text: string, input: string) =>
  mergeKeysFile(text)
    .bindings.find((b) => b.input === input)!
    .keys.map(keyLabel);

describe("keys.toml", () => {
  it("replaces an input's keys with one key or a list, naming special keys and Ctrl", () => {
    expect(keysOf('look = "v"', "look")).toEqual(["v"]);
    expect(keysOf('north = ["w", "Up"]\nquit = ["Ctrl+Q"]', "north")).toEqual(["w", "Up"]);
    expect(keysOf('quit = ["ctrl+q", "pgdn", "space"]', "quit")).toEqual(["Ctrl+Q", "PgDn", "Space"]);
    expect(mergeKeysFile('look = "v"').problems).toEqual([]);
  });

  it("takes a key the file gives away from the input that had it by default", () => {
    const merged = mergeKeysFile('look = "k"');
    expect(merged.bindings.find((b) => b.input === "north")!.keys.map(keyLabel)).toEqual(["Up"]);
    expect(merged.problems).toEqual([]);
  });

  it("reports a key bound twice and keeps it for the first input", () => {
    const merged = mergeKeysFile('look = "v"\ntalk = ["v", "T"]');
    expect(merged.problems).toEqual(["keys.toml: v is bound to both look and talk; kept for look"]);
    expect(merged.bindings.find((b) => b.input === "talk")!.keys.map(keyLabel)).toEqual(["T"]);
  });

  it("reports unknown inputs, bad keys and wrong shapes, leaving those inputs at their defaults", () => {
    const merged = mergeKeysFile('jump = "j"\nlook = 3\ntalk = ["ab"]\nrest = []\n[drop]\nx = 1');
    expect(merged.problems).toEqual([
      'keys.toml: "jump" is not an input; ignored',
      "keys.toml: look must be a key or a list of 1–8 keys; default kept",
      'keys.toml: talk: "ab" is not a key (one character, a name like Up, PgDn, Enter, Esc, Space, or Ctrl+letter); ignored',
      "keys.toml: talk has no usable key; default kept",
      "keys.toml: rest must be a key or a list of 1–8 keys; default kept",
      "keys.toml: drop must be a key or a list of 1–8 keys; default kept",
    ]);
    for (const input of ["look", "talk", "rest", "drop"])
      expect(keysOf('jump = "j"\nlook = 3\ntalk = ["ab"]\nrest = []\n[drop]\nx = 1', input)).toEqual(
        BINDINGS.find((b) => b.input === input)!.keys.map(keyLabel),
      );
  });

  it("falls back to every default on a file that is not TOML, naming the line", () => {
    const merged = mergeKeysFile('look = "v"\nnorth = [');
    expect(merged.bindings).toBe(BINDINGS);
    expect(merged.problems).toEqual(["keys.toml:2: not valid TOML; default keys used"]);
  });

  it("never lets a control character through into a key or a report", () => {
    expect(typeof parseKeyName("\u001b")).toBe("string");
    expect(typeof parseKeyName("\u0007")).toBe("string");
    const merged = mergeKeysFile('"\\u001b[31mred" = "v"\nlook = "\\u009b"');
    expect(merged.problems).toHaveLength(3);
    for (const line of merged.problems) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it("says an input left with no key", () => {
    expect(mergeKeysFile('look = "?"').problems).toEqual(["keys.toml: help lost its only key (?) to another input; it has none now"]);
  });

  it("gives the title one line: the first problem and how many more", () => {
    expect(keysLine([])).toBeUndefined();
    expect(keysLine(["a"])).toBe("a");
    expect(keysLine(["a", "b", "c"])).toBe("a (+2 more: rustkeep check)");
  });
});
