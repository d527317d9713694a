/**
 * Determinism across a reload (issue 22): a scripted run played straight through and the same
 * commands played one turn per process, saved and loaded between every two, end in the same
 * save, byte for byte. A reload starts a fresh script engine, so anything the engine kept
 * from one call to the next (a counter on a prototype) would tell the two apart.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { manifest, oneKindOfHero } from "../helpers/fixture-mods.js";
import { tempDir } from "../helpers/profile.js";

/** The hero's option runs `luck.js` at every turn's end: gold by the game's dice, and a try at keeping a count on the iterator prototypes. */
const LUCK_JS = `// Plays fair: the game's dice decide the gold.
if (rand() < 0.6) act({ give_item: "core:gold", count: 1 + Math.floor(rand() * 10) });
// Tries to count its calls on prototypes the engine hands out only through instances.
let kept = 0;
for (const it of [[].values().map((x) => x), Iterator.from({ next() { return { done: true }; } }), Iterator.concat()]) {
  const p = Object.getPrototypeOf(it);
  try { p.calls = (p.calls ?? 0) + 1; } catch {}
  kept += p.calls ?? 0;
}
if (kept > 0) act({ give_item: "core:gold", count: kept });
`;

function profile(): string {
  const home = tempDir();
  const mod = join(home, "mods", "luck");
  mkdirSync(mod, { recursive: true });
  writeFileSync(join(mod, "manifest.toml"), manifest("luck", ["core"]));
  const option = oneKindOfHero("luck", "lucky", "Lucky", `triggers = [{ on = "turn_ended", actions = [{ run_script = "luck:luck" }] }]\n`);
  writeFileSync(join(mod, "luck.toml"), `${option}\n[[scripts]]\nid = "luck"\nfile = "luck.js"\n`);
  writeFileSync(join(mod, "luck.js"), LUCK_JS);
  return home;
}

function play(home: string, lines: readonly string[]): string {
  const path = join(tempDir(), "play.txt");
  writeFileSync(path, `${lines.join("\n")}\n`);
  const r = runCli(["run", "--seed", "22", "--script", path, "--home", home]);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  expect(r.stdout).not.toContain("script error");
  return r.stdout;
}

const CREATE = "create core:human core:warrior luck:lucky name=Ada";
const TURNS = ["rest", "rest", "move e", "rest", "rest", "rest"];

describe("a scripted run, straight and with a save and a load at every turn", () => {
  it("ends in the same save, byte for byte", () => {
    const straight = profile();
    play(straight, [CREATE, ...TURNS, "save"]);
    const reloaded = profile();
    play(reloaded, [CREATE, TURNS[0]!, "save"]);
    for (const turn of TURNS.slice(1)) play(reloaded, ["load", turn, "save"]);
    const slot = (home: string) => readFileSync(join(home, "saves", "save.toml"), "utf8");
    expect(slot(straight)).toContain(`turn = ${TURNS.length}`);
    // The dice gave some gold: the script ran and its actions count.
    expect(slot(straight)).toMatch(/def = "core:gold"/);
    expect(slot(reloaded)).toBe(slot(straight));
  });
});
