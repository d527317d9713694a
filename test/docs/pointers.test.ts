import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";
import { anchors, pointersIn, resolves, sourceFiles } from "../helpers/doc-anchors.js";
import { DOCUMENTS } from "../helpers/doc-examples.js";

const read = (file: string) => readFileSync(join(REPO, file), "utf8");

describe("every pointer into the README or the docs names a place that exists", () => {
  const pointers = pointersIn(sourceFiles());

  it("finds the pointers the program prints (schema's 'see docs/modding.md, \"Editor completion\"' among them)", () => {
    expect(pointers.map((p) => `${p.file} ${p.names}`)).toContain("docs/modding.md Editor completion");
  });

  it("each names a heading, section number or anchor its file has", () => {
    const broken = pointers.filter((p) => !existsSync(join(REPO, p.file)) || !resolves(read(p.file), p.names));
    expect(broken.map((p) => `${p.where}: ${p.file} has no ${JSON.stringify(p.names)}`)).toEqual([]);
  });

  it("the pointer finder reads every form, and a renamed heading is caught", () => {
    const found = pointersIn([
      {
        path: "x.ts",
        text: 'say("see README, \\"Quick start\\"");\nsay("docs/modding.md#16-testing-your-mod, the modding guide, §9.1; README\'s \\"Nowhere\\"");',
      },
    ]);
    expect(found.map((p) => [p.where, p.file, p.names, resolves(read(p.file), p.names)])).toEqual([
      ["x.ts:1", "README.md", "Quick start", true],
      ["x.ts:2", "README.md", "Nowhere", false],
      ["x.ts:2", "docs/modding.md", "#16-testing-your-mod", true],
      ["x.ts:2", "docs/modding.md", "9.1", true],
    ]);
  });

  it("every link of the README and the docs to an anchor (theirs or another's) lands on a heading", () => {
    const broken: string[] = [];
    for (const doc of DOCUMENTS) {
      const text = read(doc);
      for (const m of text.matchAll(/\]\(((?:[\w./-]+\.md)?)#([\w-]+)\)/g)) {
        const target = m[1] ? join(doc, "..", m[1]).replace(`${REPO}/`, "") : doc;
        const file = join(REPO, target);
        if (!existsSync(file) || !anchors(readFileSync(file, "utf8")).has(m[2]!)) broken.push(`${doc}: (${m[1]}#${m[2]})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
