import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

const sim = (home: string, ...args: string[]) => runCli(["sim", "--home", home, ...args]);
const logsIn = (home: string) => readdirSync(join(home, "logs"));

/** A profile mod whose hero option runs a script at every turn's end: gold the report shows. */
const SCRIPTED = {
  "manifest.toml": manifest("hm", ["core"]),
  "hm.toml": `${oneKindOfHero("hm", "marked", "Marked", `triggers = [{ on = "turn_ended", actions = [{ run_script = "hm:s" }] }]\n`)}\n[[scripts]]\nid = "s"\nfile = "s.js"\n`,
  "s.js": `act({ give_item: "core:gold", count: 2 });\n`,
};

describe("rustkeep sim --jobs", () => {
  it("prints the same bytes with one, two and three worker threads, and writes one load log", () => {
    const home = tempDir();
    const one = sim(home, "--runs", "8", "--json", "--jobs", "1");
    expect(one.code, one.stderr).toBe(0);
    expect(logsIn(home)).toHaveLength(1);
    for (const jobs of ["2", "3"]) {
      const many = sim(home, "--runs", "8", "--json", "--jobs", jobs);
      expect(many.code, many.stderr).toBe(0);
      expect(many.stdout).toBe(one.stdout);
      expect(many.stderr).toBe(one.stderr);
    }
    // The workers' own loads wrote no log: one per command, as with --jobs 1.
    expect(logsIn(home)).toHaveLength(3);
    expect(JSON.parse(one.stdout).runs).toBe(8);
  }, 120_000);

  it("runs a profile mod's scripts in the workers as in one thread", () => {
    const home = tempDir();
    writeFiles(join(home, "mods", "hm"), SCRIPTED);
    const one = sim(home, "--runs", "4", "--class", "warrior", "--jobs", "1");
    const two = sim(home, "--runs", "4", "--class", "warrior", "--jobs", "2");
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(0);
    expect(one.stdout).toContain("Marked");
    expect(two.stdout).toBe(one.stdout);
  }, 120_000);
});

describe("rustkeep sim --jobs from a broken install", () => {
  /** A copy of the built program whose worker file is `worker` (undefined: removed). */
  function install(worker: string | undefined): string {
    const root = tempDir("rk-install-");
    cpSync(join(REPO, "dist"), join(root, "dist"), { recursive: true });
    if (worker === undefined) rmSync(join(root, "dist", "sim-worker.js"));
    else writeFileSync(join(root, "dist", "sim-worker.js"), worker);
    return join(root, "dist", "rustkeep.js");
  }
  const simWith = (bin: string) =>
    spawnSync(process.execPath, [bin, "sim", "--home", tempDir(), "--runs", "4", "--jobs", "2"], {
      encoding: "utf8",
      env: { ...process.env, RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") },
      timeout: 60_000,
    });

  for (const [name, worker, said] of [
    [
      "a worker that throws as it loads",
      `throw new Error("broken install");\n`,
      /^rustkeep: sim: a worker failed: broken install \(please report it\)$/,
    ],
    [
      "a worker that exits",
      `process.exit(3);\n`,
      /^rustkeep: sim: a worker stopped \(exit code 3\) before its runs were done \(please report it\)$/,
    ],
    [
      "no worker file",
      undefined,
      /^rustkeep: sim --jobs: sim-worker\.js is missing beside rustkeep\.js \(reinstall rustkeep, or give --jobs 1\)$/,
    ],
  ] as const)
    it(`${name}: one line, exit 2, no hang`, () => {
      const r = simWith(install(worker));
      expect(r.signal).toBeNull();
      expect(r.status, r.stderr).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(r.stderr.trimEnd()).toMatch(said);
    }, 60_000);

  it("still plays --jobs 1 in the one process", () => {
    const one = spawnSync(process.execPath, [install(undefined), "sim", "--home", tempDir(), "--runs", "1", "--jobs", "1"], {
      encoding: "utf8",
      env: { ...process.env, RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") },
    });
    expect(one.status, one.stderr).toBe(0);
    expect(one.stdout).toMatch(/^1 run, policy default/);
  }, 60_000);
});
