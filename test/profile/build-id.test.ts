/**
 * The build id that keys the content cache: a hash of every .js file of the bundle (the entry
 * and its chunks), written beside it by scripts/build-id.mjs; none when running from source.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a build script in plain JavaScript, without types
import { buildIdOf, writeBuildId } from "../../scripts/build-id.mjs";
import { buildId, readBuildId } from "../../src/profile/build-id.js";
import { tempDir } from "../helpers/profile.js";

function bundle(files: Record<string, string>): string {
  const program = tempDir("rk-build-");
  for (const [rel, text] of Object.entries(files)) {
    const path = join(program, "dist", rel);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, text);
  }
  return program;
}

const BUNDLE = {
  "rustkeep.js": "import './chunks/ui-1.js';\n",
  "chunks/ui-1.js": "export const ui = 1;\n",
  "emscripten-module.wasm": "wasm",
};

describe("the build id", () => {
  it("changes with any .js file of the bundle, a chunk in a sub-folder too, and with nothing else", () => {
    const id = (files: Record<string, string>) => buildIdOf(join(bundle(files), "dist")) as string;
    const base = id(BUNDLE);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(id(BUNDLE)).toBe(base);
    expect(id({ ...BUNDLE, "chunks/ui-1.js": "export const ui = 2;\n" })).not.toBe(base);
    expect(id({ ...BUNDLE, "rustkeep.js": "import './chunks/ui-1.js';\n\n" })).not.toBe(base);
    expect(id({ ...BUNDLE, "chunks/play-2.js": "export {};\n" })).not.toBe(base);
    // The same bytes under another name are another bundle.
    expect(id({ "rustkeep.js": BUNDLE["rustkeep.js"], "chunks/ui-2.js": BUNDLE["chunks/ui-1.js"] })).not.toBe(base);
    expect(id({ ...BUNDLE, "emscripten-module.wasm": "other", "build-id.json": "{}" })).toBe(base);
  });

  it("is what the bundled program reads from dist/build-id.json", () => {
    const program = bundle(BUNDLE);
    const written = writeBuildId(join(program, "dist")) as string;
    expect(buildId("0.1.0", program)).toBe(written);
    expect(readBuildId(join(program, "dist", "build-id.json"))).toBe(written);
  });

  it("is none when running from source (tsx, vitest), so a run from source keeps no content cache", () => {
    const program = bundle(BUNDLE);
    writeBuildId(join(program, "dist"));
    expect(buildId("dev", program)).toBeUndefined();
  });

  it("is none when the file is missing or is not a build id (no cache rather than a wrong one)", () => {
    const missing = bundle(BUNDLE);
    expect(buildId("0.1.0", missing)).toBeUndefined();
    for (const text of ["", "garbage", "{}", '{"id": 5}', '{"id": "../../etc"}', "null"]) {
      const program = bundle({ ...BUNDLE, "build-id.json": text });
      expect(buildId("0.1.0", program), text).toBeUndefined();
    }
  });
});
