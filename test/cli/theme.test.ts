import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

describe("rustkeep --theme", () => {
  it("refuses a theme that does not exist in one line, exit 2, and remembers nothing", () => {
    const home = tempDir();
    const r = runCli(["--theme", "neon", "--home", home]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe('rustkeep: unknown theme "neon" (one of default, high-contrast, monochrome, colour-blind)\n');
    expect(existsSync(join(home, "options.toml"))).toBe(false);
  });

  it("is listed in the help with every theme", () => {
    const help = runCli(["--help"]).stdout;
    expect(help).toContain("[--theme NAME]");
    expect(help).toMatch(/\n +--theme: default, high-contrast, monochrome, colour-blind\n/);
  });

  it("belongs to play alone", () => {
    const r = runCli(["check", "--theme", "monochrome", "--home", tempDir()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("rustkeep: unknown flag --theme for check (play takes it)\n");
  });
});
