import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { layerViolations, REPO, violationLine } from "../../scripts/layers/cruise.js";

// A cruise of src takes about 4 s alone; on a loaded machine several times that.
const CRUISE = 60_000;

describe("the layering of src/ (.dependency-cruiser.cjs)", () => {
  it("holds: no upward import, no value cycle, nothing unresolved, no Ink or file system in game/", { timeout: CRUISE }, async () => {
    const lines = (await layerViolations()).map(violationLine);
    expect(lines, "each line is a broken rule (npm run layers prints the same)").toEqual([]);
  });
});

/** A tree that breaks each rule once, beside imports that are allowed. */
const PLANTED: Record<string, string> = {
  "src/lib/a.ts": `import { b } from "../ui/b.js";\nexport const a = b;\n`,
  "src/ui/b.ts": `import { l } from "../loader/l.js";\nexport const b = l;\n`,
  "src/content/port.ts": `import type { X } from "../game/x.js";\nexport type Port = X;\n`,
  "src/game/x.ts": [
    `import { Text } from "ink";`,
    `import { useState } from "react";`,
    `import { readFileSync } from "node:fs";`,
    `import { readFile } from "fs/promises";`,
    `import { c1 } from "../content/c1.js";`,
    `export type X = typeof c1;`,
    `export const x = [Text, useState, readFileSync, readFile];`,
    ``,
  ].join("\n"),
  "src/game/y.ts": `import { render } from "ink-testing-library";\nexport const y = [render, () => import("node:fs")];\n`,
  "src/content/c1.ts": `import { c2 } from "./c2.js";\nexport const c1 = () => c2;\n`,
  "src/content/c2.ts": `import { c1 } from "./c1.js";\nexport const c2 = () => c1;\n`,
  "src/content/t1.ts": `import type { T2 } from "./t2.js";\nexport interface T1 { next?: T2 }\n`,
  "src/content/t2.ts": `import type { T1 } from "./t1.js";\nexport interface T2 { next?: T1 }\n`,
  "src/sim/s.ts": `import { g } from "../gen/g.js";\nimport { gone } from "./gone.js";\nexport const s = [g, gone];\n`,
  "src/gen/g.ts": `import { a } from "../lib/a.js";\nexport const g = a;\n`,
  "src/profile/p.ts": `import { l } from "../loader/l.js";\nexport const p = l;\n`,
  "src/loader/l.ts": `export const l = 1;\n`,
  "src/game/rules/r.ts": `import { c } from "../commands/c.js";\nexport const r = c;\n`,
  "src/game/commands/c.ts": `export const c = 1;\n`,
  "src/ui/u.ts": `import { c } from "../game/commands/c.js";\nexport const u = c;\n`,
  "src/stray/e.ts": `import { a } from "../lib/a.js";\nexport const e = a;\n`,
  "src/cli/main.ts": `import { e } from "../stray/e.js";\nimport { b } from "../ui/b.js";\nexport const m = [e, b];\n`,
};

describe("the layering check fails on a break", () => {
  const root = mkdtempSync(join(tmpdir(), "rustkeep-layers-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("names each planted break by its rule, and none of the allowed imports", { timeout: CRUISE }, async () => {
    for (const [path, text] of Object.entries(PLANTED)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    // The tree resolves "ink" and "react" as the repository does.
    symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"));
    const found = (await layerViolations(root)).map((v) => {
      const to = v.rule === "game-imports-ui-or-fs" ? packageOf(v.to) : v.to;
      return `${v.rule}: ${v.from} → ${to}`;
    });
    expect(found.sort()).toEqual(
      [
        "upward-from-lib: src/lib/a.ts → src/ui/b.ts",
        "upward-from-content: src/content/port.ts → src/game/x.ts", // a type import climbs too
        "game-front-doors: src/content/port.ts → src/game/x.ts",
        "game-front-doors: src/ui/u.ts → src/game/commands/c.ts", // outside code comes in by game/index.ts
        "game-rules-decide: src/game/rules/r.ts → src/game/commands/c.ts", // game/'s own folders
        "upward-from-sim: src/sim/s.ts → src/gen/g.ts", // the engines are peers
        "upward-from-profile: src/profile/p.ts → src/loader/l.ts",
        "game-imports-ui-or-fs: src/game/x.ts → ink",
        "game-imports-ui-or-fs: src/game/x.ts → react",
        "game-imports-ui-or-fs: src/game/x.ts → fs",
        "game-imports-ui-or-fs: src/game/x.ts → fs/promises",
        "game-imports-ui-or-fs: src/game/y.ts → ink-testing-library",
        "game-imports-ui-or-fs: src/game/y.ts → fs", // an import() too
        "value-cycle: src/content/c1.ts → src/content/c2.ts", // the type-only loop t1 ↔ t2 is no cycle
        "not-resolvable: src/sim/s.ts → ./gone.js",
        "outside-the-layers: src/stray/e.ts → src/lib/a.ts",
        "into-no-layer: src/cli/main.ts → src/stray/e.ts",
      ].sort(),
    );
  });
});

/** The package a resolved node_modules path is in (`…/node_modules/ink/build/index.js` → `ink`), or a core module's name. */
function packageOf(resolved: string): string {
  return /node_modules\/([^/]+)\//.exec(resolved)?.[1] ?? resolved;
}
