/**
 * Issue 22 §3: tampered saves crashed or hung Continue. Every invariant is checked on load and
 * a save that breaks one is refused in one line, like any broken save. The named cases of the
 * probe, then the fuzz: real saves mutated by fast-check, each loaded and played in the UI for
 * a few keys, in a process of its own so a hang is caught (RUSTKEEP_SAVE_FUZZ=N runs N cases;
 * CI runs the short mode).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "smol-toml";
import { REPO } from "../helpers/cli.js";
import { hostileSuite, type Sandbox } from "./helpers.js";

const BIN = join(REPO, "dist", "rustkeep.js");
const REAL_CORE = { RUSTKEEP_BUILTIN_MODS: "{program}/mods" };

/** A real save in the profile: a warrior who walked into the first fight of seed 9 (or `lines`), then `change` applied to its game. */
function tampered(
  change: (game: Record<string, any>) => void,
  lines = ["create core:human core:warrior", "move e", "move n", "move n", "rest", "move w", "save"],
) {
  return (s: Sandbox) => {
    const script = s.write("make.txt", lines.join("\n") + "\n");
    const made = spawnSync(process.execPath, [BIN, "run", "--seed", "9", "--script", script, "--home", s.home], {
      encoding: "utf8",
      env: { ...process.env, RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") },
    });
    if (made.status !== 0) throw new Error(`could not make a save: ${made.stderr}`);
    const slot = join(s.home, "saves", "save.toml");
    const doc = parse(readFileSync(slot, "utf8")) as { game: Record<string, any> };
    change(doc.game);
    writeFileSync(slot, stringify(doc) + "\n");
    s.write("load.txt", "load\nrest\nmove e\n");
  };
}

const LOAD = ["run", "--script", "{root}/load.txt"];
/** The problem's own line under the refusal's headline (`run` lists each; the title shows them in one line). */
const refused = (what: RegExp) => new RegExp(`^  line \\d+: .*${what.source}`);

hostileSuite("tampered saves are refused in one line", [
  {
    name: "ragged seen rows",
    build: tampered((g) => (g.floor.seen = g.floor.seen.map((r: string, i: number) => (i === 2 ? r.slice(0, 3) : r)))),
    args: LOAD,
    env: REAL_CORE,
    code: 1,
    says: refused(/game\.floor\.seen\.2: a row of 3 tiles for a floor \d+ wide/),
  },
  {
    name: "combat.room = 999",
    build: tampered((g) => (g.combat = { room: 999, from: g.player.pos })),
    args: LOAD,
    env: REAL_CORE,
    code: 1,
    says: refused(/game\.combat\.room: room 999 in a floor of \d+ rooms/),
  },
  {
    name: "rooms = [] in a fight",
    build: tampered((g) => ((g.combat = { room: 0, from: g.player.pos }), (g.floor.rooms = []))),
    args: LOAD,
    env: REAL_CORE,
    code: 1,
    says: refused(/room 0 in a floor of 0 rooms/),
  },
  {
    name: "exp = 2^53",
    build: tampered((g) => (g.exp = 2 ** 53)),
    args: LOAD,
    env: REAL_CORE,
    code: 1,
    says: refused(/game\.exp: /),
  },
  {
    name: "exp = 1e300",
    build: tampered((g) => (g.exp = 1e300)),
    args: LOAD,
    env: REAL_CORE,
    code: 1,
    says: refused(/game\.exp: /),
  },
  {
    name: "level = 1e12",
    build: tampered((g) => (g.player.base.level = 1e12)),
    args: LOAD,
    env: REAL_CORE,
    code: 1,
    says: refused(/game\.player\.base\.level: level 1000000000000, not a whole number from 1 to 1000/),
  },
  {
    name: "the hero off the map",
    build: tampered((g) => (g.player.pos = [500, -2])),
    args: LOAD,
    env: REAL_CORE,
    code: 1,
    says: refused(/game\.player\.pos: position 500,-2 is off the \d+×\d+ map/),
  },
  {
    name: "a random state that draws NaN",
    build: tampered((g) => (g.rng.s0 = 7)),
    args: LOAD,
    env: REAL_CORE,
    code: 1,
    says: refused(/game\.rng\.s0: /),
  },
  {
    name: "a 7 MB log line is cut on load, and the run goes on",
    build: tampered((g) => g.log.push("x".repeat(7_000_000))),
    args: LOAD,
    env: REAL_CORE,
    code: 0,
    says: /^rest → turn \d+/,
  },
]);

describe("the save fuzz (a process of its own: a hang is caught)", () => {
  const cases = Number(process.env["RUSTKEEP_SAVE_FUZZ"] ?? 200);
  it(
    `${cases} mutated saves: each refused in one line or played; no internal error, no hang`,
    () => {
      const runner = join(REPO, "test", "hostile", "save-fuzz-runner.tsx");
      const limit = 60_000 + cases * 2_000;
      const r = spawnSync(
        join(REPO, "node_modules", ".bin", "tsx"),
        [runner, String(process.env["RUSTKEEP_SAVE_FUZZ_SEED"] ?? 22), String(cases)],
        { encoding: "utf8", timeout: limit, maxBuffer: 64 * 1024 * 1024 },
      );
      const started = r.stderr.split("\n").filter((l) => l.startsWith("start "));
      expect(r.error, `hung after ${limit} ms at ${started.at(-1)}`).toBeUndefined();
      expect(r.status, r.stderr.slice(-2000)).toBe(0);
      const results = r.stdout.trim().split("\n");
      const internal = results.filter((l) => / internal/.test(l));
      expect(internal).toEqual([]);
      expect(results).toHaveLength(cases);
      // Both ways out are exercised: a fuzz whose every case is refused (or played) proves little.
      expect(results.filter((l) => l.endsWith(" refused")).length).toBeGreaterThan(cases / 10);
      expect(results.filter((l) => l.endsWith(" played")).length).toBeGreaterThan(cases / 10);
    },
    60_000 + cases * 2_000 + 10_000,
  );
});
