import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe("the engine names no content", () => {
  it("no string in src/game or src/gen names a core id or tag (content is data)", () => {
    const files = [...sources(join(REPO, "src", "game")), ...sources(join(REPO, "src", "gen"))];
    expect(files.length).toBeGreaterThan(5);
    const named = files.flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l) && /["'`][^"'`]*\bcore:[a-z_]/.test(l))
        .map((l) => `${relative(REPO, f)}: ${l.trim()}`),
    );
    expect(named).toEqual([]);
  });
});
