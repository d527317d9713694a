import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

describe("the load log shows every value as TOML writes it", () => {
  it("lists and tables of [balance], core's and a mod's, never as [object Object]", () => {
    const home = tempDir();
    writeFiles(join(home, "mods", "tune"), {
      "manifest.toml": manifest("tune", ["core"]),
      "balance.toml": `[balance]\neasy_modifiers = [{ attribute = "max_health", percent = 40 }, { attribute = "evasion", flat = 2 }]\ncommon_abilities = ["core:attack", "core:flee"]\n`,
    });
    const r = runCli(["check", "--home", home], { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") });
    expect(r.code).toBe(0);
    const logPath = /Log: (\S+\.log)/.exec(r.stdout)![1]!;
    const log = readFileSync(logPath, "utf8");
    expect(log).not.toContain("[object");
    expect(log).toContain('balance.stat_effects = [{ stat = "constitution", attribute = "max_health", per_point = 2 }, ');
    expect(log).toContain(
      'balance.easy_modifiers = [{ attribute = "max_health", percent = 40 }, { attribute = "evasion", flat = 2 }] from tune/balance.toml:',
    );
    expect(log).toContain('balance.common_abilities = ["core:attack", "core:flee"] from tune/balance.toml:');
    expect(log).toMatch(/balance\.currency = "core:gold" from core\/balance\.toml:\d+/);
  });
});
