import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

function mods(profile: { home: string; builtinMods: string }, ...flags: string[]) {
  return runCli(["mods", "--home", profile.home, ...flags], { RUSTKEEP_BUILTIN_MODS: profile.builtinMods });
}

const FROST = {
  "manifest.toml": manifest("frost", ["core"], "0.3.0"),
  "items.toml": `[[items]]\nid = "icicle"\nname = "Icicle"\nsymbol = { char = "!" }\n\n[[items]]\nid = "snow"\nname = "Snow"\nsymbol = { char = "*" }\n`,
};

describe("rustkeep mods (as a process)", () => {
  it("lists every mod in load order with its folder, depends and entries, disabled and broken ones too", () => {
    const p = makeProfile(
      {
        frost: FROST,
        sleepy: { "manifest.toml": manifest("sleepy", ["core", "frost"]) },
        broken: { "manifest.toml": `id = "broken"\nname = "Broken"\n` },
      },
      { core: TINY_CORE },
    );
    mods(p); // the first load writes load_order.toml with every mod enabled
    writeFileSync(join(p.home, "load_order.toml"), `order = ["core", "frost", "sleepy"]\ndisabled = ["sleepy"]\n`);
    const r = mods(p);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        "3 mod(s) in load order, 1 disabled; 1 folder(s) are no mod:",
        `1. core 1.0.0 "core mod"`,
        `   folder:  ${join(p.builtinMods, "core")} (built in)`,
        "   depends: nothing",
        "   entries: 3",
        `2. frost 0.3.0 "frost mod"`,
        `   folder:  ${join(p.home, "mods", "frost")} (profile)`,
        "   depends: core → core 1.0.0: ok",
        "   entries: 2",
        `3. sleepy 1.0.0 "sleepy mod" (disabled)`,
        `   folder:  ${join(p.home, "mods", "sleepy")} (profile)`,
        "   depends: core → core 1.0.0: ok",
        "            frost → frost 0.3.0: ok",
        "   entries: not loaded (disabled)",
        "no mod: broken/manifest.toml:1: version: missing (required: a string); mod skipped",
        "",
      ].join("\n"),
    );
    // Listing changes nothing the player wrote.
    expect(readFileSync(join(p.home, "load_order.toml"), "utf8")).toBe(`order = ["core", "frost", "sleepy"]\ndisabled = ["sleepy"]\n`);
  });

  it("--json gives the same facts to a tool", () => {
    const p = makeProfile({ frost: FROST }, { core: TINY_CORE });
    const doc = JSON.parse(mods(p, "--json").stdout);
    expect(doc.loaded).toBe(true);
    expect(
      doc.mods.map((m: { id: string; entries: number; enabled: boolean; depends: string[] }) => [m.id, m.entries, m.enabled, m.depends]),
    ).toEqual([
      ["core", 3, true, []],
      ["frost", 2, true, ["core"]],
    ]);
    expect(doc.broken).toEqual([]);
  });

  it("still lists the mods when a hard error stops the load", () => {
    const p = makeProfile({ lonely: { "manifest.toml": manifest("lonely", ["core", "ghost"]) } }, { core: TINY_CORE });
    const r = mods(p);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`2. lonely 1.0.0 "lonely mod"\n`);
    expect(r.stdout).toContain(
      "   depends: core → core 1.0.0: ok\n            ghost → not installed: missing\n   entries: not loaded (a hard error stopped the load: see rustkeep check)\n",
    );
  });

  it("shows a mod's control characters escaped, never raw", () => {
    const p = makeProfile(
      { evil: { "manifest.toml": `id = "evil"\nname = "Evil\\u001b[2J mod"\nversion = "1\\u0007"\n` } },
      { core: TINY_CORE },
    );
    const r = mods(p);
    expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(r.stdout).toContain(`evil 1\\u0007 "Evil\\u001b[2J mod"`);
  });
});
