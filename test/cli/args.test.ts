import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

/** Runs a command line that must be refused before anything loads: exit 2, one line on stderr, nothing on stdout. */
function refused(...args: string[]): string {
  const r = runCli([...args, "--home", tempDir()]);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  return r.stderr.trimEnd();
}

describe("the command line refuses what it does not understand (exit 2)", () => {
  it("an unknown flag, with the nearest flag of that subcommand", () => {
    expect(refused("floor", "1", "--sed", "3")).toBe("rustkeep: unknown flag --sed (did you mean --seed?)");
    expect(refused("--sed", "3")).toBe("rustkeep: unknown flag --sed (did you mean --seed?)");
    expect(refused("run", "--script", "x.txt", "--jsn")).toBe("rustkeep: unknown flag --jsn (did you mean --json?)");
    expect(refused("check", "--frobnicate")).toBe("rustkeep: unknown flag --frobnicate (rustkeep check --help lists the flags)");
    expect(refused("check", "-x")).toBe("rustkeep: unknown flag -x (rustkeep --help lists the flags)");
  });

  it("a flag that belongs to another subcommand, naming the ones that take it", () => {
    expect(refused("check", "--seed", "3")).toBe("rustkeep: unknown flag --seed for check (floor, loot, run, sim and play take it)");
    expect(refused("prefab", "core:stairwell", "--json")).toBe(
      "rustkeep: unknown flag --json for prefab (mods, floor, run and sim take it)",
    );
  });

  it("a flag that needs a value and got none, or got another flag", () => {
    expect(refused("run", "--script")).toBe("rustkeep: --script needs a value: --script FILE");
    expect(refused("run", "--script", "--json")).toBe("rustkeep: --script needs a value: --script FILE");
    expect(refused("floor", "1", "--seed=")).toBe("rustkeep: --seed needs a value: --seed S");
    expect(refused("floor", "1", "--json=yes")).toBe("rustkeep: --json takes no value");
    expect(refused("floor", "1", "--seed", "1", "--seed", "2")).toBe("rustkeep: --seed is given twice");
  });

  it("a missing or stray argument, and a required flag left out", () => {
    expect(refused("prefab")).toBe("rustkeep: prefab needs ID (usage: rustkeep prefab ID)");
    expect(refused("check", "now")).toBe('rustkeep: check takes no arguments, not "now" (usage: rustkeep check [--mod DIR] [--no-mods])');
    expect(refused("list", "items", "slots")).toBe('rustkeep: list takes [TABLE], not "slots" (usage: rustkeep list [TABLE])');
    expect(refused("run")).toBe("rustkeep: run needs --script FILE (rustkeep run --help says more)");
  });

  it("an unknown subcommand, with the nearest one", () => {
    expect(refused("chek")).toBe('rustkeep: unknown command "chek" (did you mean "check"?)');
    expect(refused("dance")).toBe('rustkeep: unknown command "dance" (rustkeep --help lists the commands)');
  });

  it("a negative number is a value, not a flag", () => {
    const r = runCli(["floor", "1", "--seed", "-5", "--json", "--home", tempDir()]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).seed).toBe("-5");
  });
});

describe("--help", () => {
  it("per subcommand lists its own flags and the common ones, and no other", () => {
    const floor = runCli(["floor", "--help"]);
    expect(floor.code).toBe(0);
    expect(floor.stdout).toMatch(/^Usage: rustkeep floor N \[--seed S\] \[--json\]\n/);
    for (const flag of ["--seed S", "--json", "--home DIR", "--help, -h", "--version, -v"]) expect(floor.stdout).toContain(`\n  ${flag} `);
    expect(floor.stdout).not.toContain("--script");
    expect(runCli(["check", "--help"]).stdout).not.toContain("--seed");
  });

  it("without a subcommand lists every subcommand, list included", () => {
    const r = runCli(["-h"]);
    expect(r.code).toBe(0);
    for (const sub of ["check", "list [TABLE]", "schema [--out DIR]", "floor N", "prefab ID", "run --script FILE"])
      expect(r.stdout).toContain(`rustkeep ${sub}`);
  });
});
