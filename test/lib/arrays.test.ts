import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { maxOf, minOf, pushAll } from "../../src/lib/arrays.js";
import { REPO } from "../helpers/cli.js";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe("no list is spread into a call (issue 22: a million level-up lines overflowed the stack)", () => {
  it("pushAll, maxOf and minOf take lists far longer than a call's argument limit", () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => i);
    const into: number[] = [-1];
    pushAll(into, many);
    expect(into).toHaveLength(1_000_001);
    expect(maxOf(many)).toBe(999_999);
    expect(minOf(many)).toBe(0);
    expect([maxOf([]), minOf([]), maxOf([1, NaN])]).toEqual([-Infinity, Infinity, NaN]);
  });

  it("src has no push(...), unshift(...), Math.max(...) or Math.min(...) of a list", () => {
    const found = sources(join(REPO, "src")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${file.slice(REPO.length + 1)}:${i + 1}` }))
        .filter(({ line }) => /\.(push|unshift)\(\.\.\.|Math\.(max|min)\((?:[^()]*, )?\.\.\./.test(line))
        .map(({ at }) => at),
    );
    expect(found).toEqual([]);
  });
});
