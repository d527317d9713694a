// `npm run docs`: rewrites the generated reference tables of docs/modding.md from the schemas and catalogs.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { coreBalance } from "../src/docs/core-balance.js";
import { regenerateFigures } from "../src/docs/figures.js";
import { generatedBlocks, markerProblems, regenerate } from "../src/docs/guide.js";

const repo = join(import.meta.dirname, "..");
const file = join(repo, "docs", "modding.md");
const guide = readFileSync(file, "utf8");
const core = coreBalance(repo);
const blocks = generatedBlocks(core);
const problems = markerProblems(guide, blocks);
for (const p of problems) console.error(p);
const next = regenerateFigures(regenerate(guide, blocks), core);
if (next !== guide) writeFileSync(file, next);
console.log(
  next === guide
    ? "docs/modding.md is up to date"
    : `docs/modding.md: ${Object.keys(blocks).length} generated tables and the quoted figures of core rewritten`,
);
// A row whose last cell is empty is a field nobody described yet.
for (const [name, text] of Object.entries(blocks)) {
  for (const line of text.split("\n")) {
    const field = /^\| `([^`]+)` \|.*\|  \|$/.exec(line)?.[1];
    if (field) console.error(`warning: ${name}: ${field} has no description; add .describe("…") to its schema`);
  }
}
process.exitCode = problems.length ? 1 : 0;
