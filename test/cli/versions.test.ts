import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { makeProfile, manifest, tempDir, TINY_CORE } from "../helpers/profile.js";

const CORE = { ...TINY_CORE, "manifest.toml": manifest("core", [], "0.2.0") };

function cli(p: { home: string; builtinMods: string }, ...args: string[]) {
  return runCli([...args, "--home", p.home], { RUSTKEEP_BUILTIN_MODS: p.builtinMods });
}

/** A profile whose mod frost asks for `depends`; oldmod is installed beside it. */
function profile(depends: string[]) {
  return makeProfile(
    { frost: { "manifest.toml": manifest("frost", depends) }, oldmod: { "manifest.toml": manifest("oldmod", ["core"], "1.0.0") } },
    { core: CORE },
  );
}

describe("version ranges (as a process)", () => {
  it("rustkeep mods shows, per mod, what each depends string asked and what it got", () => {
    const p = profile(["core >= 0.1.0", "? ice", "! ghost"]);
    const r = cli(p, "mods");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      [
        `2. frost 1.0.0 "frost mod"`,
        `   folder:  ${join(p.home, "mods", "frost")} (profile)`,
        "   depends: core >= 0.1.0 → core 0.2.0: ok",
        "            ? ice → not installed: fine (optional)",
        "            ! ghost → not installed: fine",
        "   entries: 0",
      ].join("\n"),
    );
    const doc = JSON.parse(cli(p, "mods", "--json").stdout);
    const frost = doc.mods.find((m: { id: string }) => m.id === "frost");
    expect(frost.depends).toEqual(["core >= 0.1.0", "? ice", "! ghost"]);
    expect(frost.dependencies[0]).toEqual({
      asked: "core >= 0.1.0",
      id: "core",
      kind: "required",
      range: ">= 0.1.0",
      rangeProblem: null,
      found: "0.2.0",
      verdict: "ok",
      ok: true,
    });
  });

  it("rustkeep mods shows what failed: out of range, incompatible", () => {
    const r = cli(profile(["core >= 0.3.0", "! oldmod"]), "mods");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "   depends: core >= 0.3.0 → core 0.2.0: out of range\n            ! oldmod → oldmod 1.0.0, enabled: incompatible\n",
    );
  });

  it("check exits 0 for a range that holds, 1 for an unreadable one (a warning), 2 out of range or incompatible", () => {
    expect(cli(profile(["core >= 0.2.0", "! ghost"]), "check").code).toBe(0);

    const slip = cli(profile(["core => 0.2.0"]), "check");
    expect(slip.code).toBe(1);
    expect(slip.stdout).toContain(
      'frost/manifest.toml:4: frost — depends: "core => 0.2.0": unknown operator "=>" (did you mean "core >= 0.2.0"?); core is still required, checked without the range',
    );

    const old = cli(profile(["core >= 0.3.0"]), "check");
    expect(old.code).toBe(2);
    expect(old.stderr).toContain(
      'error: mod "frost" depends on "core >= 0.3.0", but core 0.2.0 is installed (asked: >= 0.3.0)\n' +
        '  fix: update rustkeep to one whose core is >= 0.3.0, or a version of "frost" made for core 0.2.0, or add "frost" to disabled in load_order.toml\n',
    );

    const clash = cli(profile(["core", "! oldmod"]), "check");
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain(
      'error: mod "frost" is incompatible with "oldmod" (it says "! oldmod"), and oldmod 1.0.0 is enabled\n  fix: add "oldmod" or "frost" to disabled in load_order.toml\n',
    );
  });

  it("an incompatible mod disabled lets the game start; run with a dependency out of range exits 1", () => {
    const p = profile(["core", "! oldmod"]);
    cli(p, "mods");
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "frost", "oldmod"]\ndisabled = ["oldmod"]\n');
    expect(cli(p, "check").code).toBe(0);

    const script = join(tempDir(), "s.txt");
    writeFileSync(script, "wait\n");
    const run = cli(profile(["core >= 1.0.0"]), "run", "--script", script);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error: mod "frost" depends on "core >= 1.0.0", but core 0.2.0 is installed (asked: >= 1.0.0)');
  });
});
