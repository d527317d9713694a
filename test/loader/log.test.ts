import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadModsSync as loadMods } from "../../src/loader/load.js";
import { writeLoadLog } from "../../src/profile/load-log.js";
import { makeProfile, manifest, tempDir, TINY_CORE } from "../helpers/profile.js";

describe("load logs", () => {
  it("keeps the newest ten load logs", () => {
    const home = tempDir();
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < 13; i++) writeLoadLog(home, [`run ${i}`], new Date(start + i * 1000));
    const logs = readdirSync(join(home, "logs")).sort();
    expect(logs).toHaveLength(10);
    expect(readFileSync(join(home, "logs", logs[0]!), "utf8")).toBe("run 3\n");
    expect(readFileSync(join(home, "logs", logs[9]!), "utf8")).toBe("run 12\n");
  });

  it("two loads in the same millisecond get two files", () => {
    const home = tempDir();
    const now = new Date("2026-01-01T00:00:00Z");
    const a = writeLoadLog(home, ["a"], now);
    const b = writeLoadLog(home, ["b"], now);
    expect(a).not.toBe(b);
    expect([a, b].sort()).toEqual([a, b]);
  });

  it("the log lists the mods, the overrides and every warning", () => {
    const p = makeProfile({
      core: TINY_CORE,
      frost: {
        "manifest.toml": manifest("frost", ["core"], "0.3.0"),
        "x.toml": `[[items]]\noverrides = "core:gold"\nname = "Ice gold"\nsymbol = { char = "$" }\n\n[[slots]]\nid = "head"\nnam = "Head"\n`,
      },
    });
    const result = loadMods(p);
    const text = readFileSync(result.logPath, "utf8");
    expect(result.logPath.startsWith(join(p.home, "logs", "load-"))).toBe(true);
    expect(text).toContain("frost 0.3.0");
    expect(text).toContain("core:gold overridden by frost/x.toml:1");
    expect(text).toContain('frost/x.toml:8: frost:head — nam: unknown key (did you mean "name"?); entry not loaded');
    expect(text).toContain("frost/x.toml:6: frost:head — name: missing (required: a string); entry not loaded");
  });
});
