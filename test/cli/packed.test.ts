import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN, REPO } from "../helpers/cli.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

/** A profile mod whose hero option runs a script at every turn's end; the script's error line shows it ran. */
const SCRIPTED = {
  "manifest.toml": manifest("hm", ["core"]),
  "hm.toml": `${oneKindOfHero("hm", "marked", "Marked", `triggers = [{ on = "turn_ended", actions = [{ run_script = "hm:s" }] }]\n`)}\n[[scripts]]\nid = "s"\nfile = "s.js"\n`,
  "s.js": `act({ give_item: "core:gold", count: 2 });\nthrow new Error("ran from the packed package, turn " + turn());\n`,
};

describe("the packed package", () => {
  it("runs scripts from an empty folder: the engine's .wasm travels with the bundle", { timeout: 180_000 }, () => {
    if (!existsSync(BIN)) throw new Error("dist/rustkeep.js is missing: run `npm run build` (npm test does)");
    const out = tempDir("rk-pack-");
    // The build is npm test's: --ignore-scripts keeps prepack from rebuilding dist/ under the other tests.
    const pack = spawnSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", out], { cwd: REPO, encoding: "utf8" });
    expect(pack.status, pack.stderr).toBe(0);
    const tgz = readdirSync(out).find((f) => f.endsWith(".tgz"))!;
    const empty = tempDir("rk-npx-");
    copyFileSync(join(out, tgz), join(empty, tgz));
    const home = join(empty, "home");
    writeFiles(join(home, "mods", "hm"), SCRIPTED);
    writeFiles(empty, { "play.txt": "create core:human core:warrior hm:marked\nrest\n" });
    const { RUSTKEEP_HOME: _, RUSTKEEP_BUILTIN_MODS: __, ...env } = process.env;
    const run = spawnSync("npx", ["--yes", `./${tgz}`, "run", "--home", home, "--script", "play.txt"], { cwd: empty, encoding: "utf8", env });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain("(script error: hm/s.js:2:16: Error: ran from the packed package, turn 0; its actions were discarded)");
  });
});
