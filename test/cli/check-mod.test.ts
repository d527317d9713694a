import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { makeProfile, manifest, tempDir, TINY_CORE, writeFiles } from "../helpers/profile.js";

const ITEM = `[[items]]\nid = "icicle"\nname = "Icicle"\nsymbol = { char = "!" }\n`;

/** A modder's work folder: mods side by side, none of them installed anywhere. */
function workspace(mods: Record<string, Record<string, string>>): string {
  const dir = tempDir("rk-work-");
  for (const [folder, files] of Object.entries(mods)) writeFiles(join(dir, folder), files);
  return dir;
}

function checkMod(dir: string, home: string, builtin: string) {
  return runCli(["check", "--mod", dir, "--home", home], { RUSTKEEP_BUILTIN_MODS: builtin });
}

describe("rustkeep check --mod DIR (as a process)", () => {
  const builtin = () => makeProfile({}, { core: TINY_CORE }).builtinMods;

  it("exits 0 on a clean mod, its dependency found beside it, and touches no profile", () => {
    const work = workspace({
      frost: { "manifest.toml": manifest("frost", ["core"]), "items.toml": ITEM },
      frostbite: { "manifest.toml": manifest("frostbite", ["core", "frost"]), "more.toml": ITEM.replace("icicle", "shard") },
    });
    const home = join(tempDir(), "never-made");
    const r = checkMod(join(work, "frostbite"), home, builtin());
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `Mods in load order:\n  core 1.0.0\n  frost 1.0.0 [${join(work, "frost")}]\n  frostbite 1.0.0 [${join(work, "frostbite")}]\n`,
    );
    expect(r.stdout).toContain("0 warning(s). Log: not kept (a throw-away profile)");
    expect(existsSync(home)).toBe(false);
    // Nothing is left in the mod folders either.
    expect(readdirSync(join(work, "frostbite")).sort()).toEqual(["manifest.toml", "more.toml"]);
  });

  it("leaves an existing profile exactly as it was, its own mods and load order unread", () => {
    const p = makeProfile({ core: TINY_CORE, broken: { "manifest.toml": "id = 1\n" } });
    writeFileSync(join(p.home, "load_order.toml"), "# mine\norder = []\n");
    const before = readdirSync(p.home).sort();
    const work = workspace({ frost: { "manifest.toml": manifest("frost", ["core"]), "items.toml": ITEM } });
    const r = checkMod(join(work, "frost"), p.home, builtin());
    expect(r.code).toBe(0);
    expect(readdirSync(p.home).sort()).toEqual(before);
    expect(readFileSync(join(p.home, "load_order.toml"), "utf8")).toBe("# mine\norder = []\n");
  });

  it("exits 1 on a mod with warnings; a broken mod beside it is not its warning", () => {
    const work = workspace({
      frost: { "manifest.toml": manifest("frost", ["core"]), "items.toml": `${ITEM}base_price = -3\n` },
      junk: { "manifest.toml": "not toml at all" },
    });
    const r = checkMod(join(work, "frost"), tempDir(), builtin());
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^frost\/items\.toml:5: frost:icicle — base_price/m);
    expect(r.stdout).not.toContain("junk");
    expect(r.stdout).toContain("1 warning(s).");
  });

  it("exits 2 when a dependency is neither built in nor beside the mod, saying where to put it", () => {
    const work = workspace({ frostbite: { "manifest.toml": manifest("frostbite", ["core", "frost"]) } });
    const r = checkMod(join(work, "frostbite"), tempDir(), builtin());
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `error: mod "frostbite" depends on "frost", which is neither built in nor a folder beside frostbite in ${work}\n` +
        `  fix: put the "frost" mod folder into ${work}, next to the mod being checked\n`,
    );
  });

  it("exits 2 on a folder that is no mod, and on one that does not exist", () => {
    const work = workspace({ half: { "manifest.toml": `id = "half"\n` } });
    const broken = checkMod(join(work, "half"), tempDir(), builtin());
    expect(broken.code).toBe(2);
    expect(broken.stdout).toMatch(/^half\/manifest\.toml:\d+: half — .*mod skipped$/m);
    expect(broken.stderr).toContain(`error: ${join(work, "half")} is not a mod rustkeep can load`);
    const missing = checkMod(join(work, "nowhere"), tempDir(), builtin());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`--mod ${join(work, "nowhere")}: no such folder (give the mod's folder, the one holding manifest.toml)\n`);
  });

  it("checks the folder asked for when a sibling has the same mod id (a copy beside it only serves dependencies)", () => {
    const work = workspace({
      // Sorted first: discovery meets this copy before the one asked for.
      "frost-old": { "manifest.toml": manifest("frost", ["core"]), "items.toml": ITEM },
      frost: { "manifest.toml": manifest("frost", ["core"]), "items.toml": `${ITEM}base_price = -3\n` },
    });
    const r = checkMod(join(work, "frost"), tempDir(), builtin());
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain(`  frost 1.0.0 [${join(work, "frost")}]\n`);
    expect(r.stdout).not.toContain("this copy is ignored");
    expect(r.stdout).toMatch(/^frost\/items\.toml:5: frost:icicle — base_price/m);
    expect(r.code).toBe(1);
    // And the other way round: asked for the old copy, the old copy is checked (clean).
    const old = checkMod(join(work, "frost-old"), tempDir(), builtin());
    expect(old.stdout).toContain(`  frost 1.0.0 [${join(work, "frost-old")}]\n`);
    expect(old.code).toBe(0);
  });

  it("refuses --mod with --no-mods in one line", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "m"));
    const r = runCli(["check", "--mod", join(dir, "m"), "--no-mods", "--home", tempDir()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("rustkeep: --mod and --no-mods do not go together (--mod already leaves the profile's mods out)\n");
  });
});
