import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { makeProfile, manifest, tempDir, TINY_CORE } from "../helpers/profile.js";

/** A mod whose table's shares are known: coins 3/5, a sword 1/5 (with affixes), nothing 1/5. */
const HOARD = {
  "manifest.toml": manifest("hoard", ["core"]),
  "hoard.toml": `[[items]]
id = "sword"
name = "Iron sword"
symbol = { char = "/" }
slot = "core:main_hand"

[[affixes]]
id = "sharp"
name = "Sharp"
tiers = [{ price_factor = 1.2 }, { price_factor = 1.5 }]

[[affixes]]
id = "of_the_fox"
name = "of the Fox"
tiers = [{ price_factor = 1.3 }]

[[loot_tables]]
id = "sword_affixes"
rolls = 2
entries = [{ affix = "hoard:sharp", tier = 2, weight = 1 }, { affix = "hoard:of_the_fox", weight = 1 }]

[[loot_tables]]
id = "chest"
entries = [
  { item = "core:gold", weight = 3, count = "2-5" },
  { item = "hoard:sword", weight = 1, affixes = "hoard:sword_affixes" },
  { nothing = true, weight = 1 },
]

[balance]
luck_factor = 0.01
`,
};

function hoard(extra: Record<string, Record<string, string>> = {}) {
  const p = makeProfile({ core: TINY_CORE, hoard: HOARD, ...extra });
  return (args: string[]) => runCli([...args, "--home", p.home], { RUSTKEEP_BUILTIN_MODS: p.builtinMods });
}

/** The chart's rows: label, share in percent, bar (the lines between the two blank ones). */
function rows(stdout: string) {
  const lines = stdout.split("\n");
  const start = lines.indexOf("") + 1;
  const chart = lines.slice(start, lines.indexOf("", start));
  return chart.map((line) => {
    const m = /^(.*?)\s+(<?[\d.]+)%\s+([█▉▊▋▌▍▎▏]+)$/u.exec(line);
    if (!m) throw new Error(`not a chart row: "${line}"`);
    return { label: m[1]!, percent: Number(m[2]!.replace("<", "")), bar: [...m[3]!].length, line };
  });
}

describe("rustkeep loot", () => {
  it("charts each outcome's share, named as a player reads it, sorted, fitted to 80 columns", () => {
    const r = hoard()(["loot", "hoard:chest", "--rolls", "20000", "--seed", "s"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout.split("\n")[0]).toBe("hoard:chest: 20,000 draws, seed s, luck 0");
    const chart = rows(r.stdout);
    // 3/5, 1/5, and the sword's fifth split by its two affix draws: one of each 1/2, twice the same 1/4 each.
    // A tier is named where the affix has more than one.
    expect(chart.slice(0, 3).map((c) => c.label)).toEqual(["Gold ×2–5, mean 3.5", "nothing", "Sharp iron sword of the Fox (tiers 2, 1)"]);
    expect(new Set(chart.slice(3).map((c) => c.label))).toEqual(new Set(["Sharp iron sword (tier 2)", "Iron sword of the Fox"]));
    const expected = [60, 20, 10, 5, 5];
    chart.forEach((c, i) => expect(Math.abs(c.percent - expected[i]!)).toBeLessThan(1.5));
    expect(chart.reduce((s, c) => s + c.percent, 0)).toBeCloseTo(100, 0);
    for (const line of r.stdout.split("\n")) expect([...line].length).toBeLessThanOrEqual(80);
    // The largest share fills the line; the others are to scale with it.
    expect([...chart[0]!.line].length).toBe(80);
    expect(Math.abs(chart[1]!.bar / chart[0]!.bar - chart[1]!.percent / chart[0]!.percent)).toBeLessThan(0.05);
    expect(r.stdout.trimEnd().split("\n").at(-1)).toMatch(/^20,000 draws, 0\.8\d items a draw on average/);
  });

  it("gives the same output for the same seed, another for another seed", () => {
    const run = hoard();
    const a = run(["loot", "hoard:chest", "--rolls", "500", "--seed", "7"]);
    expect(run(["loot", "hoard:chest", "--rolls", "500", "--seed", "7"]).stdout).toBe(a.stdout);
    expect(run(["loot", "hoard:chest", "--rolls", "500", "--seed", "8"]).stdout).not.toBe(a.stdout);
  });

  it("with luck draws more: the header says the chance, the mean rises, shares pass 100%", () => {
    const r = hoard()(["loot", "chest", "--rolls", "20000", "--luck", "50"]);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n").slice(0, 2)).toEqual([
      "hoard:chest: 20,000 draws, seed rustkeep, luck 50",
      "luck 50: a 50% chance of one extra draw on each table",
    ]);
    const mean = Number(/([\d.]+) items a draw/.exec(r.stdout)![1]);
    // 0.8 items a draw, 1.5 draws: 1.2.
    expect(Math.abs(mean - 1.2)).toBeLessThan(0.03);
    expect(r.stdout).toContain("A draw can give several items, so the shares add up to more than 100%.");
  });

  it("takes a table without its mod when one mod has it, and says so when several do or none is near", () => {
    const run = hoard({
      rival: {
        "manifest.toml": manifest("rival", ["core"]),
        "r.toml":
          '[[loot_tables]]\nid = "chest"\nentries = [{ nothing = true, weight = 1 }]\n[[loot_tables]]\nid = "crate"\nentries = [{ nothing = true, weight = 1 }]\n',
      },
    });
    const crate = run(["loot", "crate", "--rolls", "10"]);
    expect(crate.code).toBe(0);
    expect(crate.stdout.split("\n")[0]).toMatch(/^rival:crate: 10 draws/);
    expect(rows(crate.stdout)).toEqual([expect.objectContaining({ label: "nothing", percent: 100 })]);
    const both = run(["loot", "chest"]);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('"chest" names a loot table in several mods: write one of hoard:chest, rival:chest\n');
    const typo = run(["loot", "hoard:chets"]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe('no loot table "hoard:chets" (did you mean "hoard:chest"?)\n');
  });

  it.each([
    [["--rolls", "0"], '--rolls takes a whole number from 1 to 100,000, not "0"'],
    [["--rolls", "100001"], '--rolls takes a whole number from 1 to 100,000, not "100001"'],
    [["--rolls", "2.5"], '--rolls takes a whole number from 1 to 100,000, not "2.5"'],
    [["--luck", "1000001"], '--luck takes a number from -1,000,000 to 1,000,000, not "1000001"'],
    [["--luck", "lots"], '--luck takes a number from -1,000,000 to 1,000,000, not "lots"'],
    [["--roll", "5"], "unknown flag --roll (did you mean --rolls?)"],
    [["--script", "x"], "unknown flag --script for loot (run takes it)"],
  ])("refuses %j with one line, exit 2", (flags, message) => {
    const r = runCli(["loot", "core:floor_1_loot", ...flags, "--home", tempDir()]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd().replace(/^rustkeep: /, "")).toBe(message);
  });

  it("needs a table, and lists its flags in --help", () => {
    const missing = runCli(["loot", "--home", tempDir()]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("loot needs TABLE");
    const help = runCli(["loot", "--help"]);
    expect(help.code).toBe(0);
    for (const flag of ["--rolls N", "--luck L", "--seed S"]) expect(help.stdout).toContain(flag);
    expect(runCli(["--help"]).stdout).toContain("rustkeep loot TABLE [--rolls N] [--luck L] [--seed S]");
  });

  it("exits 2 on a hard mod error, with its message, like list", () => {
    const p = makeProfile({ core: TINY_CORE, frost: { "manifest.toml": manifest("frost", ["ice"]) } });
    const r = runCli(["loot", "anything", "--home", p.home], { RUSTKEEP_BUILTIN_MODS: p.builtinMods });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: mod "frost" depends on "ice", which is not installed');
  });

  it("charts core's tables: a floor's loot with its nothing row, one item a draw at most", () => {
    const r = runCli(["loot", "floor_1_loot", "--rolls", "5000", "--home", tempDir()]);
    expect(r.code).toBe(0);
    const chart = rows(r.stdout);
    expect(chart.map((c) => c.label)).toContain("nothing");
    expect(chart.some((c) => /^Gold ×\d+–\d+/.test(c.label))).toBe(true);
    // One draw, one item or none: the shares are the whole (what no draw gave is nothing's part).
    const nothing = chart.find((c) => c.label === "nothing")!.percent;
    const mean = Number(/([\d.]+) items a draw/.exec(r.stdout)![1]);
    expect(Math.abs(mean + nothing / 100 - 1)).toBeLessThan(0.01);
    expect(r.stdout).not.toContain("more than 100%");
    const shares = chart.map((c) => c.percent);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    // The boss's guaranteed hoard never gives nothing.
    expect(rows(runCli(["loot", "rat_king_hoard", "--rolls", "2000", "--home", tempDir()]).stdout).map((c) => c.label)).not.toContain(
      "nothing",
    );
  });
});
