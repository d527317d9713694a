/**
 * The README is the page a newcomer reads in a minute (issue 21): short, one real frame of the
 * game, the two commands, and links to the manuals. The frame is a golden frame's file, so it
 * changes when the screen does (the golden test fails first, then this one).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");
const readme = readFileSync(join(REPO, "README.md"), "utf8");

describe("the README", () => {
  it("stays a one-minute page: at most 150 lines", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
  });

  it("shows a frame of the game exactly as the golden file of that screen has it", () => {
    const frames = [...readme.matchAll(/<!-- frame: (\S+) -->\n```\n([\s\S]*?)\n```/g)];
    expect(frames.length).toBe(1);
    for (const [, file, text] of frames) expect(text).toBe(readFileSync(join(REPO, file!), "utf8").replace(/\n+$/, ""));
  });

  it("names both commands and links to the manual, the guide and the command reference, which exist", () => {
    expect(readme).toContain("npm start");
    expect(readme).toContain("npm test");
    for (const doc of ["docs/playing.md", "docs/modding.md", "docs/cli.md"]) {
      expect(readme).toContain(`](${doc})`);
      expect(existsSync(join(REPO, doc)), doc).toBe(true);
    }
  });
});
