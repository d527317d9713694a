import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeKeysFile } from "../../src/ui/keys-file.js";
import { keyLabel } from "../../src/ui/keymap.js";
import { REPO } from "../helpers/cli.js";

/** The ```toml layouts of docs/keys.md, in order. */
const layouts = [...readFileSync(join(REPO, "docs", "keys.md"), "utf8").matchAll(/```toml\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe("the layouts shipped in docs/keys.md", () => {
  it("are a vi-keys and a numpad layout that load with no problem", () => {
    expect(layouts).toHaveLength(2);
    for (const text of layouts) expect(mergeKeysFile(text).problems).toEqual([]);
  });

  it("the numpad layout moves north on 8 and keeps the arrow", () => {
    const north = mergeKeysFile(layouts[1]!).bindings.find((b) => b.input === "north")!;
    expect(north.keys.map(keyLabel)).toEqual(["8", "Up"]);
  });
});
