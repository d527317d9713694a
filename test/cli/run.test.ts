import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, formatCommand, parseCommandLine, type Command } from "../../src/game/index.js";
import { runCli } from "../helpers/cli.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { REPO } from "../helpers/cli.js";
import { stepsToFight } from "../helpers/paths.js";
import { loadOk, makeProfile, manifest, tempDir, TINY_CORE } from "../helpers/profile.js";

const SCRIPT = `# a walk around the entrance room
create core:human core:warrior name=Ada
move e
move e
move n
move n
move n
move nw
rest
move sw
`;

function script(text: string): string {
  const path = join(tempDir(), "walk.txt");
  writeFileSync(path, text);
  return path;
}

describe("rustkeep run", () => {
  it("same seed and script give byte-identical output, final state included", () => {
    const path = script(SCRIPT);
    const a = runCli(["run", "--seed", "7", "--script", path, "--json", "--home", tempDir()]);
    const b = runCli(["run", "--seed", "7", "--script", path, "--json", "--home", tempDir()]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain("create core:human core:warrior name=Ada → Welcome, Ada the Human Warrior.");
    expect(a.stdout).toMatch(/move e → turn 1\n/);
    const state = JSON.parse(a.stdout.slice(a.stdout.indexOf("\n{") + 1));
    expect(state.player.name).toBe("Ada");
    expect(state.seed).toBe("7");
  });

  it("reports a refused step and the turn count it left alone", () => {
    const out = runCli(["run", "--script", script(`create core:human core:warrior\n${"move n\n".repeat(40)}`), "--home", tempDir()]).stdout;
    expect(out).toMatch(/move n → rejected: A wall blocks the way\.\n/);
    expect(out.trimEnd().split("\n").at(-1)).toMatch(/rejected/);
  });

  it("names the script line of a bad command and exits 2", () => {
    const r = runCli(["run", "--script", script("create core:human core:warrior\njump high\n"), "--home", tempDir()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/walk\.txt:2: unknown command "jump" \(commands: move, run, descend, rest, use\)/);
  });

  it("exits 1 on a hard mod error, like the game", () => {
    const p = makeProfile({ core: TINY_CORE, frost: { "manifest.toml": manifest("frost", ["ice"]) } });
    const r = runCli(["run", "--script", script("rest\n"), "--home", p.home], { RUSTKEEP_BUILTIN_MODS: p.builtinMods });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('depends on "ice"');
  });
});

describe("rustkeep run in a fight", () => {
  it("walks into a guarded room of floor 1 and fights it out with `use` lines, the same way twice", () => {
    const { registries } = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });
    const floor = generateFloor(registries, registries.floors.all().find((f) => f.number === 1)!, "duel");
    const steps = stepsToFight(floor)!;
    const text = ["create core:human core:warrior", ...steps.map((d) => `move ${d}`), ...Array.from({ length: 30 }, () => "use core:attack 0")].join("\n");
    const path = script(text);
    const a = runCli(["run", "--seed", "duel", "--script", path, "--json", "--home", tempDir()]);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/block(s)? your way!/);
    expect(a.stdout).toMatch(/use core:attack 0 → turn \d+ .*Your Attack (hits|misses)/);
    const state = JSON.parse(a.stdout.slice(a.stdout.indexOf("\n{") + 1));
    // The fight ended: won (no enemies, room cleared) or lost (game over).
    expect(state.combat === undefined || state.over?.outcome === "died").toBe(true);
    expect(runCli(["run", "--seed", "duel", "--script", path, "--json", "--home", tempDir()]).stdout).toBe(a.stdout);
  });
});

describe("line forms", () => {
  const samples: Command[] = [
    { kind: "move", dir: "nw" },
    { kind: "run", dir: "s" },
    { kind: "descend" },
    { kind: "rest" },
    { kind: "use_ability", ability: "core:attack", target: 1 },
  ];

  it("every command has a line form, and formatting then parsing gives the command back", () => {
    expect(samples.map((c) => c.kind).sort()).toEqual(Object.keys(COMMANDS).sort());
    for (const c of samples) expect(parseCommandLine(formatCommand(c))).toEqual(c);
  });

  it("accepts long direction names and refuses nonsense", () => {
    expect(parseCommandLine("move north")).toEqual({ kind: "move", dir: "n" });
    expect(parseCommandLine("move up")).toEqual({ error: "move takes one direction: n, ne, e, se, s, sw, w or nw" });
    expect(parseCommandLine("rest now")).toEqual({ error: "rest takes no arguments" });
  });
});
