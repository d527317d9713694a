/**
 * The content cache as a player meets it, through the built program: a second `check` (from the
 * cache) prints what the first did, byte for byte, as does its log; a game played from a cached
 * load is the same game; an edited mod file shows at once.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

const BUILTIN = join(REPO, "mods");

/** A profile with a mod that costs a warning and an override, beside the real core. */
function profile(): string {
  const home = tempDir("rk-cache-cli-");
  writeFiles(join(home, "mods", "frost"), {
    "manifest.toml": manifest("frost", ["core"]),
    "items.toml": `[[items]]\noverrides = "core:gold"\nid = "gold"\nname = "Frost gold"\nsymbol = { char = "$", colour = "cyan" }\nstackable = true\nbase_price = 1\n`,
  });
  return home;
}

const run = (home: string, ...args: string[]) => runCli([...args, "--home", home], { RUSTKEEP_BUILTIN_MODS: BUILTIN });
/** `check`'s output with the load's time and the log's name taken out: the two things that differ run to run. */
const steady = (text: string) => text.replace(/ in \d+ ms\)/, " in N ms)").replace(/load-[\dTZ-]+(_\d+)?\.log/g, "load-X.log");
/** The newest load log without its first line (time stamp and duration). */
function lastLog(home: string): string {
  const logs = readdirSync(join(home, "logs")).sort();
  return readFileSync(join(home, "logs", logs[logs.length - 1]!), "utf8")
    .split("\n")
    .slice(1)
    .join("\n");
}

describe("the content cache (as a process)", () => {
  it("a warm `check` prints what the cold one did, exits the same and writes the same log", () => {
    const home = profile();
    const cold = run(home, "check");
    const coldLog = lastLog(home);
    expect(cold.code).toBe(1);
    expect(cold.stdout).toMatch(/did you mean "color"/);
    expect(existsSync(join(home, "cache", "content-profile.json"))).toBe(true);
    for (let i = 0; i < 2; i++) {
      const warm = run(home, "check");
      expect(warm.code).toBe(cold.code);
      expect(steady(warm.stdout)).toBe(steady(cold.stdout));
      expect(warm.stderr).toBe(cold.stderr);
      expect(lastLog(home)).toBe(coldLog);
    }
  });

  it("`check --no-mods` keeps a cache of its own and prints the same warm as cold", () => {
    const home = profile();
    const cold = run(home, "check", "--no-mods");
    const warm = run(home, "check", "--no-mods");
    expect(cold.code).toBe(0);
    expect(steady(warm.stdout)).toBe(steady(cold.stdout));
    expect(readdirSync(join(home, "cache"))).toEqual(["content-core-only.json"]);
  });

  it("an edited mod file shows on the next command", () => {
    const home = profile();
    run(home, "check");
    expect(run(home, "list", "items").stdout).not.toMatch(/frost:rime/);
    const file = join(home, "mods", "frost", "items.toml");
    const text = readFileSync(file, "utf8").replace("colour", "color");
    writeFileSync(file, `${text}\n[[items]]\nid = "rime"\nname = "Rime"\nsymbol = { char = "*" }\n`);
    expect(run(home, "list", "items").stdout).toMatch(/^frost:rime$/m);
    const fixed = run(home, "check");
    expect(fixed.stdout).toMatch(/Entries \(\d+ from \d+ files/);
    expect(fixed.stdout).not.toMatch(/colour/);
  });

  it("a game from a cached load plays byte for byte as one from a full load (`run`, `floor --json`)", () => {
    const home = profile();
    const script = join(tempDir(), "walk.txt");
    writeFileSync(script, "create core:human core:warrior name=Ada\nmove e\nmove e\nmove n\nrest\nmove s\nmove w\nmove w\nmove w\n");
    const cold = run(home, "run", "--seed", "11", "--script", script, "--json");
    expect(cold.code).toBe(0);
    const warm = run(home, "run", "--seed", "11", "--script", script, "--json");
    expect(warm.stdout).toBe(cold.stdout);
    expect(warm.code).toBe(cold.code);
    const floors = [1, 2, 3].map((n) => run(home, "floor", String(n), "--seed", "5", "--json").stdout);
    const again = [1, 2, 3].map((n) => run(home, "floor", String(n), "--seed", "5", "--json").stdout);
    expect(again).toEqual(floors);
    // And the same as a profile that never had a cache.
    const fresh = profile();
    expect(run(fresh, "run", "--seed", "11", "--script", script, "--json").stdout).toBe(cold.stdout);
  });

  it("explain reads the mods in full beside a cache and still says where an entry came from", () => {
    const home = profile();
    run(home, "check");
    const r = run(home, "explain", "core:gold");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/defined by core at core\/.*\n  overridden by frost at frost\/items\.toml:1/);
  });

  it("check --mod writes no cache into the player's profile", () => {
    const home = profile();
    const r = run(home, "check", "--mod", join(home, "mods", "frost"));
    expect(r.code).toBe(1);
    expect(existsSync(join(home, "cache"))).toBe(false);
  });
});
