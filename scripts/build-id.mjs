// The build id: one hash of every .js file under dist/ (the entry and its chunks), by path and
// content, written to dist/build-id.json after each build. The program reads it to key its
// content cache (<profile>/cache/): a cache made by another build is never read.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The hex id of the .js files under `dist` (recursively, in code-unit order of their paths). */
export function buildIdOf(dist) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith(".js")) files.push(relative(dist, path).split(sep).join("/"));
    }
  };
  walk(dist);
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const h = createHash("sha256");
  for (const rel of files) {
    const bytes = readFileSync(join(dist, rel));
    h.update(`${rel}\n${bytes.length}\n`);
    h.update(bytes);
  }
  return h.digest("hex");
}

/** Writes `dist/build-id.json` for the bundle in `dist` (a path or a file: URL); returns the id. */
export function writeBuildId(dist) {
  const dir = typeof dist === "string" ? dist : fileURLToPath(dist);
  const id = buildIdOf(dir);
  writeFileSync(join(dir, "build-id.json"), `${JSON.stringify({ id })}\n`);
  return id;
}
