import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { morgueNote, safeFileName, writeMorgue } from "../../src/profile/morgue.js";

const temp = () => mkdtempSync(join(tmpdir(), "rk-morgue-"));

describe("a hero's name as a morgue file name", () => {
  it.each([
    ["../../etc/passwd", "etcpasswd"],
    ["..", "hero"],
    ["", "hero"],
    ["   ", "hero"],
    ["a/b\\c", "abc"],
    ["Ada\u0000\u001b[31mRed\n", "Ada31mRed"],
    ["Sir Bob the Bold", "Sir_Bob_the_Bold"],
    ["Zoë", "Zoë"],
    ["x".repeat(500), "x".repeat(32)],
    ["-rf --no", "rf_--no"],
  ])("%j becomes %j", (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });
});

describe("writing a morgue file", () => {
  it("writes <profile>/morgue/<date>-<name>.txt and numbers a second one of the same name, keeping the first", () => {
    const home = temp();
    const first = writeMorgue(home, "2026-12-01-100000", "../Ada", "one");
    const second = writeMorgue(home, "2026-12-01-100000", "../Ada", "two");
    expect(first).toBe(join(home, "morgue", "2026-12-01-100000-Ada.txt"));
    expect(second).toBe(join(home, "morgue", "2026-12-01-100000-Ada-2.txt"));
    expect(readFileSync(first, "utf8")).toBe("one");
    expect(readFileSync(second, "utf8")).toBe("two");
  });

  it("a morgue/ that is a file is one line, and the file stays", () => {
    const home = temp();
    writeFileSync(join(home, "morgue"), "mine");
    const note = morgueNote(() => writeMorgue(home, "d", "Ada", "x"), String);
    expect(note).toBe("no morgue file: morgue/: it is a file, not a folder; move it away");
    expect(readFileSync(join(home, "morgue"), "utf8")).toBe("mine");
  });

  it("a morgue/ that links out of the profile is refused and nothing is written where it points", () => {
    const root = temp();
    const home = join(root, "home");
    const decoy = join(root, "decoy");
    mkdirSync(home);
    mkdirSync(decoy);
    symlinkSync(decoy, join(home, "morgue"));
    const note = morgueNote(() => writeMorgue(home, "d", "Ada", "x"), String);
    expect(note).toMatch(/^no morgue file: morgue\/: it is a symlink leading out of the profile/);
    expect(readdirSync(decoy)).toEqual([]);
  });

  it("a file planted as a link at the morgue's name is not written through", () => {
    const root = temp();
    const home = join(root, "home");
    mkdirSync(join(home, "morgue"), { recursive: true });
    symlinkSync(join(root, "outside.txt"), join(home, "morgue", "d-Ada.txt"));
    writeMorgue(home, "d", "Ada", "x");
    expect(existsSync(join(root, "outside.txt"))).toBe(false);
    expect(readFileSync(join(home, "morgue", "d-Ada-2.txt"), "utf8")).toBe("x");
  });
});
