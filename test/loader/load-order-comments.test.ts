import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

const mod = (id: string, depends: string[] = ["core"]) => ({ "manifest.toml": manifest(id, depends) });

/** Writes `text` as the profile's load_order.toml, loads, and returns the file rustkeep left. */
function healed(mods: Record<string, Record<string, string>>, text: string): string {
  const p = makeProfile(mods);
  writeFileSync(join(p.home, "load_order.toml"), text);
  loadOk(p);
  return readFileSync(join(p.home, "load_order.toml"), "utf8");
}

describe("rewriting load_order.toml keeps the player's comments and layout", () => {
  it("a new mod gets its own line, a vanished mod's line goes with its comment, every other comment stays", () => {
    const before = `# My load order — do not lose this note.

order = [
  "core",    # the base game
  "gone",    # uninstalled last week
  "beta",    # beta must load late
]
# nothing is off right now
disabled = []  # keep it so
`;
    const after = healed({ core: TINY_CORE, alpha: mod("alpha"), beta: mod("beta") }, before);
    expect(after).toBe(`# My load order — do not lose this note.

order = [
  "core",    # the base game
  "beta",    # beta must load late
  "alpha",
]
# nothing is off right now
disabled = []  # keep it so
`);
  });

  it("a list written without a trailing comma gets one before the new line", () => {
    const after = healed({ core: TINY_CORE, alpha: mod("alpha"), beta: mod("beta") }, `order = [\n  "core",\n  "beta" # last\n]\n`);
    expect(after).toBe(`order = [\n  "core",\n  "beta", # last\n  "alpha"\n]\n`);
  });

  it("a one-line list is written out again in place, the comments around it kept", () => {
    const after = healed({ core: TINY_CORE, alpha: mod("alpha") }, `# mine\norder = ["core", "gone"] # all of them\ndisabled = []\n`);
    expect(after).toBe(`# mine\norder = ["core", "alpha"] # all of them\ndisabled = []\n`);
  });

  it("a new mod that a listed mod depends on goes on a line before it", () => {
    const after = healed(
      { core: TINY_CORE, base: mod("base"), top: mod("top", ["core", "base"]) },
      `order = [\n  "core",\n  "top", # needs base\n]\n`,
    );
    expect(after).toBe(`order = [\n  "core",\n  "base",\n  "top", # needs base\n]\n`);
  });
});
