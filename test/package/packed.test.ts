import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { manifest, writeFiles } from "../helpers/profile.js";
import { pressUntil } from "../helpers/terminal-play.js";
import { describeWithTmux, killSession, tmux, waitFor, startInTmux } from "../helpers/tmux.js";

// What a player gets from `npm pack` + `npx ./rustkeep-*.tgz` in an empty folder: only the
// packed files, installed by npm, run from a folder that has never seen the repository.
const root = mkdtempSync(join(tmpdir(), "rustkeep-packed-"));
const empty = join(root, "empty");
const home = join(root, "home");
let tarball = "";

/** A profile mod whose hero option runs a script at every turn's end; the script's error line shows it ran. */
const SCRIPTED = {
  "manifest.toml": manifest("hm", ["core"]),
  "hm.toml": `${oneKindOfHero("hm", "marked", "Marked", `triggers = [{ on = "turn_ended", actions = [{ run_script = "hm:s" }] }]\n`)}\n[[scripts]]\nid = "s"\nfile = "s.js"\n`,
  "s.js": `act({ give_item: "core:gold", count: 2 });\nthrow new Error("ran from the packed package, turn " + turn());\n`,
};

function npx(args: string[], profile = home) {
  const { RUSTKEEP_HOME: _, RUSTKEEP_BUILTIN_MODS: __, ...env } = process.env;
  const result = spawnSync("npx", ["--yes", "--prefer-offline", `./${tarball}`, "--home", profile, ...args], {
    cwd: empty,
    encoding: "utf8",
    env,
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  mkdirSync(empty);
  // `npm test` built dist/ already; --ignore-scripts skips prepack's second build.
  const pack = spawnSync("npm", ["pack", "--ignore-scripts", "--pack-destination", root], { cwd: REPO, encoding: "utf8" });
  expect(pack.status, pack.stderr).toBe(0);
  tarball = readdirSync(root).find((f) => f.endsWith(".tgz"))!;
  copyFileSync(join(root, tarball), join(empty, tarball));
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the packed package, run with npx from an empty folder", () => {
  it("checks everything it ships without a warning", () => {
    const { code, stdout, stderr } = npx(["check"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("core 0.2.0");
    expect(stdout).toMatch(/\b0 warning\(s\)/);
    // Every registry core fills arrived in the package.
    for (const table of ["items", "abilities", "creatures", "prefabs", "floors", "loot_tables", "npcs", "quests"])
      expect(stdout).toMatch(new RegExp(`${table} [1-9]`));
  }, 150_000);

  it("plays a headless script", () => {
    writeFileSync(join(empty, "walk.txt"), "create core:warrior core:human\nrest\nrest\n");
    const { code, stdout, stderr } = npx(["run", "--seed", "packed", "--script", "walk.txt", "--json"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(JSON.parse(stdout).state.turn).toBe(2);
  }, 150_000);

  it("runs scripts: the engine's .wasm travels with the bundle", () => {
    const scripted = join(root, "scripted");
    writeFiles(join(scripted, "mods", "hm"), SCRIPTED);
    writeFileSync(join(empty, "marked.txt"), "create core:human core:warrior hm:marked\nrest\n");
    const { code, stdout, stderr } = npx(["run", "--script", "marked.txt"], scripted);
    expect(code, `${stdout}\n${stderr}`).toBe(0);
    expect(stdout).toContain("(script error: hm/s.js:2:16: Error: ran from the packed package, turn 0; its actions were discarded)");
  }, 150_000);
});

describe("the packed package's simulator", () => {
  it("plays in worker threads: the worker's file travels with the bundle", () => {
    const profile = join(root, "sim");
    const one = npx(["sim", "--runs", "2", "--seed", "packed", "--json", "--jobs", "1"], profile);
    const two = npx(["sim", "--runs", "2", "--seed", "packed", "--json", "--jobs", "2"], profile);
    expect(two.code, two.stderr).toBe(0);
    expect(two.stderr).toBe(one.stderr);
    expect(two.stdout).toBe(one.stdout);
    expect(JSON.parse(two.stdout).runs).toBe(2);
  }, 150_000);
});

describeWithTmux("the packed package in a real terminal", () => {
  it("starts at the title and quits cleanly", async () => {
    const session = `rkpacked${process.pid}`;
    startInTmux(session, `npx --yes --prefer-offline ./${tarball} --home "${home}"; echo exited=$?`, { cwd: empty });
    try {
      await waitFor(session, (s) => s.includes("New run"), 60_000);
      // The title may be drawn a moment before raw input is on: press until it asks.
      await pressUntil(session, "q", (s) => s.includes("Quit?"), { each: 1_000, tries: 20 });
      tmux("send-keys", "-t", session, "y");
      await waitFor(session, (s) => s.includes("exited="), 30_000);
      expect(tmux("capture-pane", "-p", "-t", session)).toContain("exited=0");
    } finally {
      await killSession(session);
    }
  }, 120_000);
});
