import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BALANCE_FIELDS } from "../../src/content/schemas/balance.js";
import { REGISTRY_NAMES } from "../../src/content/schemas/index.js";
import { coreBalance } from "../../src/docs/core-balance.js";
import { firstFigureDrift, regenerateFigures } from "../../src/docs/figures.js";
import { firstDrift, generatedBlocks, regenerate } from "../../src/docs/guide.js";
import { REPO } from "../helpers/cli.js";

const guide = readFileSync(join(REPO, "docs", "modding.md"), "utf8");
const blocks = generatedBlocks(coreBalance(REPO));
const block = (text: string, name: string) => text.slice(text.indexOf(`generated:${name} begin`), text.indexOf(`generated:${name} end`));

describe("the guide's reference tables are generated from the schemas", () => {
  it("docs/modding.md agrees with the schemas and catalogs (else: run npm run docs)", () => {
    expect(firstDrift(guide, blocks)).toBeUndefined();
  });

  it("a table edited by hand is named, with its line and how to fix it", () => {
    const edited = guide.replace("| `flee_per_point` |", "| `flee_per_pt` |");
    const drift = firstDrift(edited, blocks);
    const line = edited.split("\n").findIndex((l) => l.startsWith("| `flee_per_pt` |")) + 1;
    expect(drift).toBe(
      `docs/modding.md:${line}: the generated table "balance" differs from the schemas (guide: ${JSON.stringify(edited.split("\n")[line - 1])}, schemas: ${JSON.stringify(guide.split("\n")[line - 1])}); run npm run docs`,
    );
  });

  it("a field added to a schema but not to the guide is named by its table", () => {
    const items = blocks["items"]!.split("\n");
    const grown = { ...blocks, items: [...items.slice(0, 3), "| `weight` | number | `0` | how heavy it is |", ...items.slice(3)].join("\n") };
    expect(firstDrift(guide, grown)).toMatch(/^docs\/modding\.md:\d+: the generated table "items" differs from the schemas .*; run npm run docs$/);
  });

  it("a table the guide has no place for, and markers nothing fills, are named", () => {
    const withoutFloors = guide.replace("<!-- generated:floors begin -->", "").replace("<!-- generated:floors end -->", "");
    expect(firstDrift(withoutFloors, blocks)).toBe(
      'docs/modding.md has no place for the generated table "floors": add <!-- generated:floors begin --> and <!-- generated:floors end --> where it belongs',
    );
    const stray = `${guide}\n<!-- generated:spells begin -->\n<!-- generated:spells end -->\n`;
    expect(firstDrift(stray, blocks)).toBe('docs/modding.md has a generated block "spells" that nothing generates; remove its markers');
  });

  it("npm run docs rewrites a stale copy to agree, keeping the prose around the tables", () => {
    const stale = guide.replace("| `flee_per_point` |", "| `flee_per_pt` |").replace(block(guide, "events"), "generated:events begin -->\n| old |\n<!-- ");
    const fixed = regenerate(stale, blocks);
    expect(firstDrift(fixed, blocks)).toBeUndefined();
    expect(fixed).toBe(guide);
  });

  it("every [balance] field and every registry's every field has a row, with a meaning", () => {
    for (const field of Object.keys(BALANCE_FIELDS)) expect(block(guide, "balance")).toMatch(new RegExp(`^\\| \`${field}\` \\|.*\\| [^|]+ \\|$`, "m"));
    for (const name of REGISTRY_NAMES) {
      const empty = block(guide, name).split("\n").filter((l) => l.startsWith("| `") && l.endsWith("|  |"));
      expect({ name, empty }).toEqual({ name, empty: [] });
    }
  });
});

describe("core's figures quoted in the guide's prose come from core's [balance]", () => {
  const core = coreBalance(REPO);

  it("every quoted figure is core's (else: run npm run docs), and the guide quotes some", () => {
    expect(guide.match(/<!-- core:/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    expect(firstFigureDrift(guide, core)).toBeUndefined();
  });

  it("a figure core no longer has is named at its line, and npm run docs rewrites it", () => {
    const moved = { ...core, hit_max: 0.9 };
    const line = guide.split("\n").findIndex((l) => l.includes("<!-- core:hit_max % -->")) + 1;
    expect(firstFigureDrift(guide, moved)).toBe(`docs/modding.md:${line}: the guide quotes hit_max as 95%, core sets 90%; run npm run docs`);
    const fixed = regenerateFigures(guide, moved);
    expect(fixed).toContain("<!-- core:hit_max % -->90%<!-- /core -->");
    expect(firstFigureDrift(fixed, moved)).toBeUndefined();
  });

  it("an engine limit quoted in the guide is the game's, and a wrong one is named at its line", () => {
    expect(guide).toContain("<!-- limit:logLine -->");
    const line = guide.split("\n").findIndex((l) => l.includes("<!-- limit:logLine -->")) + 1;
    const wrong = guide.replace(/<!-- limit:logLine -->[^<]*/, "<!-- limit:logLine -->5");
    expect(firstFigureDrift(wrong, core)).toBe(`docs/modding.md:${line}: the guide quotes the limit logLine as 5, the game's is 1,000; run npm run docs`);
    expect(firstFigureDrift(regenerateFigures(wrong, core), core)).toBeUndefined();
  });

  it("a figure naming no field core sets is named too", () => {
    expect(firstFigureDrift("x\n<!-- core:hit_maxx -->1<!-- /core -->", core)).toBe('docs/modding.md:2: the quoted figure "hit_maxx" is no number core\'s [balance] sets');
  });
});
