import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtinModsDir, profileDir, programDir } from "../../src/profile/paths.js";

describe("profile and program paths", () => {
  it("--home wins over RUSTKEEP_HOME, which wins over the platform data folder", () => {
    expect(profileDir("/tmp/flag", { RUSTKEEP_HOME: "/tmp/env" })).toBe("/tmp/flag");
    expect(profileDir(undefined, { RUSTKEEP_HOME: "/tmp/env" })).toBe("/tmp/env");
    expect(profileDir(undefined, {})).toMatch(/rustkeep$/);
    expect(profileDir(undefined, {})).not.toMatch(/rustkeep-nodejs/);
  });

  it("finds the built-in mods beside the program, unless RUSTKEEP_BUILTIN_MODS says otherwise", () => {
    expect(builtinModsDir({})).toBe(join(programDir(), "mods"));
    expect(builtinModsDir({ RUSTKEEP_BUILTIN_MODS: "/tmp/x" })).toBe("/tmp/x");
  });
});
