import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";

const GAME = join(REPO, "src", "game");
const FORBIDDEN = [/^ink(\/|$)/, /^ink-/, /^react(\/|$)/, /^(node:)?fs(\/|$)/, /^(node:)?fs\/promises$/, /\/loader\//, /\/ui\//, /\/cli\//];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Module specifiers a file imports, skipping comment lines (a doc comment may name Ink). */
export function importsOf(text: string): string[] {
  const code = text
    .split("\n")
    .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l))
    .join("\n");
  return [...code.matchAll(/(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  );
}

describe("src/game stays free of UI, file system and loader", () => {
  it("finds the imports it has to judge (the scanner works)", () => {
    expect(importsOf(`// import x from "ink";\nimport { a } from "ink";\nexport * from "./b.js";\nconst m = await import("node:fs");`)).toEqual([
      "ink",
      "./b.js",
      "node:fs",
    ]);
  });

  it("no file under src/game imports ink, react, node:fs, the loader, the UI or the CLI", () => {
    const files = sources(GAME);
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap((f) =>
      importsOf(readFileSync(f, "utf8"))
        .filter((spec) => FORBIDDEN.some((re) => re.test(spec)))
        .map((spec) => `${relative(REPO, f)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("the engine names no content", () => {
  it("no string in src/game or src/gen names a core id or tag (content is data)", () => {
    const files = [...sources(GAME), ...sources(join(REPO, "src", "gen"))];
    const named = files.flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l) && /["'`][^"'`]*\bcore:[a-z_]/.test(l))
        .map((l) => `${relative(REPO, f)}: ${l.trim()}`),
    );
    expect(named).toEqual([]);
  });
});
