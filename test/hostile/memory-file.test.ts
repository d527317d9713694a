/**
 * A hostile memory.toml (the monster memory): `rustkeep check` names it in one line (exit 1)
 * as the title does, never a hang or a stack trace; a run that ends over it leaves it where
 * and as it is, with one line on the game-over screen; kinds of mods no longer loaded are kept.
 */
import { spawnSync } from "node:child_process";
import { lstatSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MEMORY_FILE_CAP, readMemory, rememberRun } from "../../src/profile/memory-file.js";
import { createGame, Game } from "../../src/game/index.js";
import { REPO } from "../helpers/cli.js";
import { fightFloor } from "../ui/fight.js";
import { coreRegistries } from "../ui/fixtures.js";
import { hostileSuite, profileFileCase, Sandbox } from "./helpers.js";

const memoryCase = profileFileCase("memory.toml");
const GOOD = '[kinds."core:rat"]\nkilled = 3\nseen = ["core:bite"]\n';
/** Kinds and abilities of a mod that is not loaded: kept, never shown, never a problem. */
const GONE = '[kinds."gone:wolf"]\nkilled = 2\nseen = ["gone:howl"]\n\n[kinds."core:rat"]\nkilled = 1\nseen = ["gone:howl", "core:bite"]\n';

hostileSuite("memory.toml", [
  memoryCase("not TOML", '[kinds."core:rat"]\nkilled = = 1\n', /^memory\.toml:2: not valid TOML; monster memory not used$/),
  memoryCase("garbage bytes", new Uint8Array([0xff, 0xfe, 0x00, 0x80]), /^memory\.toml: not valid UTF-8 text; monster memory not used$/),
  memoryCase("the wrong shape", "kinds = 5\n", /^memory\.toml: kinds: expected a table; monster memory not used$/),
  memoryCase(
    "a negative kill count",
    '[kinds."core:rat"]\nkilled = -4\n',
    /^memory\.toml: kinds\.core:rat\.killed: at least 0; monster memory not used$/,
  ),
  memoryCase(
    "control characters in a kind's id are shown escaped",
    '[kinds."\\u001b[2J"]\nkilled = "x"\n',
    /^memory\.toml: kinds\.\\u001b\[2J\.killed: expected number; monster memory not used$/,
  ),
  memoryCase(
    "huge",
    `# ${"x".repeat(MEMORY_FILE_CAP)}\n`,
    /^memory\.toml: file is \d+ bytes, over the 1048576-byte limit; monster memory not used$/,
  ),
  memoryCase(
    "a FIFO (refused, not waited on)",
    (s) => s.fifo("home/memory.toml"),
    /^memory\.toml: not a regular file \(.+\); monster memory not used$/,
  ),
  memoryCase(
    "a symlink out of the profile",
    (s) => {
      s.write("decoy/memory.toml", GOOD);
      s.link("home/memory.toml", `${s.decoy}/memory.toml`);
    },
    /^memory\.toml: symlink leads out of the profile; monster memory not used$/,
  ),
  memoryCase(
    "a folder where the file belongs",
    (s) => s.write("home/memory.toml/x", "y"),
    /^memory\.toml: not a regular file \(.+\); monster memory not used$/,
  ),
  memoryCase("kinds of mods no longer loaded are no problem", GONE, /^0 warning\(s\)\. Log: /, 0),
]);

const core = coreRegistries();

/** A run that killed one rat and saw one bite, ended in `home` through the real writer. */
function endRun(home: string) {
  const made = createGame(
    core,
    { seed: "mem", name: "Ada", options: ["core:human", "core:warrior"] },
    { buildFloor: fightFloor(core, []) },
  );
  if (!(made instanceof Game)) throw new Error(made.error);
  made.state.kills_by_kind = { "core:rat": 1 };
  made.state.seen_abilities = { "core:rat": ["core:attack"] };
  return rememberRun(home, made.state);
}

describe("a run ending over memory.toml", () => {
  it("keeps the kinds of mods no longer loaded, adding the run to the rest", () => {
    const s = new Sandbox();
    s.write("home/memory.toml", GONE);
    expect(endRun(s.home).notes).toEqual([]);
    const back = readMemory(s.home);
    expect(back.memory["gone:wolf"]).toEqual({ killed: 2, seen: ["gone:howl"] });
    expect(back.memory["core:rat"]).toEqual({ killed: 2, seen: ["gone:howl", "core:bite", "core:attack"] });
  });

  for (const c of [
    { name: "garbage", plant: (s: Sandbox) => s.write("home/memory.toml", new Uint8Array([0xff, 0xfe, 0x00, 0x80])) },
    { name: "huge", plant: (s: Sandbox) => s.write("home/memory.toml", `# ${"x".repeat(MEMORY_FILE_CAP)}\n`) },
    { name: "not the memory's shape", plant: (s: Sandbox) => s.write("home/memory.toml", "kinds = 5\n") },
  ]) {
    it(`leaves a ${c.name} file where and as it is, and says so in one line`, () => {
      const s = new Sandbox();
      c.plant(s);
      const before = readFileSync(join(s.home, "memory.toml"));
      const { notes, memory } = endRun(s.home);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/^memory\.toml: [^\n]+; monster memory not used; this run not added to it$/);
      expect(readFileSync(join(s.home, "memory.toml")).equals(before)).toBe(true);
      // The look of the next run still knows this run (the session keeps it).
      expect(memory["core:rat"]?.killed).toBe(1);
    });
  }

  it("never writes through a link out of the profile, and leaves the link", () => {
    const s = new Sandbox();
    const decoy = s.write("decoy/memory.toml", GOOD);
    s.link("home/memory.toml", decoy);
    const { notes } = endRun(s.home);
    expect(notes[0]).toMatch(/^memory\.toml: symlink leads out of the profile; monster memory not used; this run not added to it$/);
    expect(readFileSync(decoy, "utf8")).toBe(GOOD);
    expect(lstatSync(join(s.home, "memory.toml")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(s.home, "memory.toml"))).toBe(decoy);
  });

  const canMount = spawnSync("unshare", ["-m", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt"], { stdio: "ignore" }).status === 0;
  it.skipIf(!canMount)("on a read-only profile: one line, the file as it was", () => {
    const s = new Sandbox();
    s.write("home/memory.toml", GOOD);
    const script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" && shift && exec "$@"';
    const child = join(REPO, "test/hostile/remember-run.ts");
    const r = spawnSync("unshare", ["-m", "sh", "-c", script, "sh", s.home, process.execPath, "--import", "tsx", child, s.home], {
      encoding: "utf8",
      cwd: REPO,
      timeout: 30_000,
    });
    expect(r.stderr).toBe("");
    const notes = JSON.parse(r.stdout) as string[];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^monster memory not saved: memory\.toml: [^\n]*read-only[^\n]*$/);
    expect(readFileSync(join(s.home, "memory.toml"), "utf8")).toBe(GOOD);
  });
});
