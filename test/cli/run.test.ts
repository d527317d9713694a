import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, formatCommand, parseCommandLine, type Command } from "../../src/game/index.js";
import { DEFAULT_NAME } from "../../src/ui/screens/create.js";
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
  it("same seed and script give byte-identical output", () => {
    const path = script(SCRIPT);
    const a = runCli(["run", "--seed", "7", "--script", path, "--home", tempDir()]);
    const b = runCli(["run", "--seed", "7", "--script", path, "--home", tempDir()]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain("create core:human core:warrior name=Ada → Welcome, Ada the Human Warrior.");
    expect(a.stdout).toMatch(/move e → turn 1\n/);
  });

  it("--json prints one JSON document: the seed, every line's outcome, the final state", () => {
    const path = script(SCRIPT);
    const a = runCli(["run", "--seed", "7", "--script", path, "--json", "--home", tempDir()]);
    expect(a.code).toBe(0);
    const doc = JSON.parse(a.stdout);
    expect(Object.keys(doc)).toEqual(["seed", "outcomes", "state"]);
    expect(doc.seed).toBe("7");
    expect(doc.outcomes).toHaveLength(9);
    expect(doc.outcomes[0]).toEqual({
      line: 2,
      command: "create core:human core:warrior name=Ada",
      kind: "created",
      messages: [expect.stringContaining("Welcome, Ada")],
      turn: 0,
    });
    expect(doc.outcomes[1]).toMatchObject({ line: 3, command: "move e", kind: "turn_passed", turn: 1 });
    for (const o of doc.outcomes.slice(1)) expect(o.kind === "turn_passed" || typeof o.reason === "string").toBe(true);
    expect(doc.state.player.name).toBe("Ada");
    expect(doc.state.turn).toBe(doc.outcomes.at(-1).turn);
    expect(runCli(["run", "--seed", "7", "--script", path, "--json", "--home", tempDir()]).stdout).toBe(a.stdout);
  });

  it("a hero created without name= gets the creation screen's default name", () => {
    const r = runCli(["run", "--script", script("create core:human core:warrior\n"), "--json", "--home", tempDir()]);
    expect(JSON.parse(r.stdout).state.player.name).toBe(DEFAULT_NAME);
  });

  it("takes an option or ability id without its mod, and suggests the id for a typo", () => {
    const home = tempDir();
    const bare = runCli(["run", "--script", script("create human warrior\nuse attack\n"), "--json", "--home", home]);
    expect(bare.code).toBe(0);
    const doc = JSON.parse(bare.stdout);
    expect(doc.state.player.options).toEqual(["core:human", "core:warrior"]);
    expect(doc.outcomes[1]).toMatchObject({ command: "use core:attack", kind: "rejected" });
    const typo = runCli(["run", "--script", script("create core:human core:warior\n"), "--home", home]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/walk\.txt:1: no option "core:warior" \(did you mean "core:warrior"\?\)\n$/);
    const ability = runCli(["run", "--script", script("create human warrior\nuse atack 0\n"), "--home", home]);
    expect(ability.code).toBe(2);
    expect(ability.stderr).toMatch(/walk\.txt:2: no ability "atack" \(did you mean "core:attack"\?\)\n$/);
  });

  it("refuses a word of the object prototype as a direction instead of crashing", () => {
    for (const word of ["constructor", "__proto__", "toString"]) {
      const r = runCli(["run", "--script", script(`create human warrior\nmove ${word}\n`), "--home", tempDir()]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/walk\.txt:2: move takes one direction: n, ne, e, se, s, sw, w or nw\n$/);
    }
  });

  it("--help lists every line a script may hold, from the commands themselves", () => {
    const r = runCli(["run", "--help"]);
    expect(r.code).toBe(0);
    const usages = ["create <option ids…> [name=N]", ...Object.values(COMMANDS).map((m) => m.line.usage)];
    expect(usages).toHaveLength(22);
    for (const usage of usages) expect(r.stdout).toContain(`\n  ${usage}`);
    expect(r.stdout).toContain("--script FILE");
  });

  it("reports a refused step and the turn count it left alone", () => {
    const out = runCli(["run", "--script", script(`create core:human core:warrior\n${"move n\n".repeat(40)}`), "--home", tempDir()]).stdout;
    expect(out).toMatch(/move n → rejected: A wall blocks the way\.\n/);
    expect(out.trimEnd().split("\n").at(-1)).toMatch(/rejected/);
  });

  it("names the script line of a bad command and exits 2", () => {
    const r = runCli(["run", "--script", script("create core:human core:warrior\njump high\n"), "--home", tempDir()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /walk\.txt:2: unknown command "jump" \(commands: move, run, descend, rest, use, pickup, equip, unequip, drop, drop-many, junk, use-item, talk, choose, leave, buy, sell, assign, give, spawn, set\)/,
    );
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
    const floor = generateFloor(
      registries,
      registries.floors.all().find((f) => f.number === 1)!,
      "duel",
    );
    const steps = stepsToFight(floor)!;
    const text = [
      "create core:human core:warrior",
      ...steps.map((d) => `move ${d}`),
      ...Array.from({ length: 30 }, () => "use core:attack 0"),
    ].join("\n");
    const path = script(text);
    const a = runCli(["run", "--seed", "duel", "--script", path, "--home", tempDir()]);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/block(s)? your way!/);
    expect(a.stdout).toMatch(/use core:attack 0 → turn \d+ .*Your Attack (hits|misses)/);
    const { state } = JSON.parse(runCli(["run", "--seed", "duel", "--script", path, "--json", "--home", tempDir()]).stdout);
    // The fight ended: won (no enemies, room cleared) or lost (game over).
    expect(state.combat === undefined || state.over?.outcome === "died").toBe(true);
    expect(runCli(["run", "--seed", "duel", "--script", path, "--home", tempDir()]).stdout).toBe(a.stdout);
  });
});

describe("line forms", () => {
  const samples: Command[] = [
    { kind: "move", dir: "nw" },
    { kind: "run", dir: "s" },
    { kind: "descend" },
    { kind: "rest" },
    { kind: "use_ability", ability: "core:attack", target: 1 },
    { kind: "pickup" },
    { kind: "pickup", auto: true },
    { kind: "equip", item: 12 },
    { kind: "unequip", slot: "core:main_hand" },
    { kind: "drop", item: "core:gold", count: 10 },
    { kind: "drop_many", items: [12, 15, 20] },
    { kind: "junk", item: 7 },
    { kind: "junk", item: "core:dagger" },
    { kind: "use_item", item: 3, target: 1 },
    { kind: "talk" },
    { kind: "talk", npc: 2 },
    { kind: "choose_dialog", option: 2 },
    { kind: "leave" },
    { kind: "buy", good: 3 },
    { kind: "buy", item: "core:antidote", count: 2 },
    { kind: "sell", uid: 14 },
    { kind: "sell", item: "core:healing_potion", count: 3 },
    { kind: "assign_points", points: { constitution: 1, dexterity: 2 } },
    { kind: "give", item: "core:gold", count: 500 },
    { kind: "give", item: "core:dagger" },
    { kind: "spawn", creature: "core:rat" },
    { kind: "set_attribute", attribute: "resistance.fire", value: -0.5 },
  ];

  it("every command has a line form, and formatting then parsing gives the command back", () => {
    expect([...new Set(samples.map((c) => c.kind))].sort()).toEqual(Object.keys(COMMANDS).sort());
    for (const c of samples) expect(parseCommandLine(formatCommand(c))).toEqual(c);
  });

  it("accepts long direction names and refuses nonsense", () => {
    expect(parseCommandLine("move north")).toEqual({ kind: "move", dir: "n" });
    expect(parseCommandLine("move up")).toEqual({ error: "move takes one direction: n, ne, e, se, s, sw, w or nw" });
    expect(parseCommandLine("rest now")).toEqual({ error: "rest takes no arguments" });
    expect(parseCommandLine("choose 0")).toEqual({ error: "choose takes one option number, from 1: choose 2" });
    expect(parseCommandLine("buy 2 none")).toEqual({
      error: "buy takes a good number or an item id, and optionally a count from 1: buy <good number|item id> [count]",
    });
    expect(parseCommandLine("sell 0")).toEqual({ error: "the uid is a whole number from 1" });
    expect(parseCommandLine("move constructor")).toEqual({ error: "move takes one direction: n, ne, e, se, s, sw, w or nw" });
    expect(parseCommandLine("mov e")).toEqual({
      error:
        'unknown command "mov" (did you mean "move"? commands: move, run, descend, rest, use, pickup, equip, unequip, drop, drop-many, junk, use-item, talk, choose, leave, buy, sell, assign, give, spawn, set)',
    });
    expect(parseCommandLine("equip 7")).toEqual({ kind: "equip", item: 7 });
    expect(parseCommandLine("equip iron_sword")).toEqual({ kind: "equip", item: "iron_sword" });
    expect(parseCommandLine("drop core:gold none")).toEqual({ error: "how many to drop is a whole number from 1" });
  });
});
