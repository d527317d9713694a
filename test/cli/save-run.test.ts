import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { tempDir } from "../helpers/profile.js";

const PLAY = ["create core:human core:warrior name=Ada", "move e", "move n", "move n", "rest", "move w"];
const LATER = ["move s", "move s", "rest", "move e", "move e", "move se"];

function script(lines: readonly string[]): string {
  const path = join(tempDir(), "script.txt");
  writeFileSync(path, lines.join("\n") + "\n");
  return path;
}

const final = (stdout: string) => JSON.stringify(JSON.parse(stdout).state);

describe("rustkeep run: save and load", () => {
  it("save, load, save again writes the same bytes; --load FILE goes on exactly as the unsaved run", () => {
    const home = tempDir();
    const a = runCli(["run", "--seed", "9", "--script", script([...PLAY, "save"]), "--home", home]);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain(`save → Saved to ${join(home, "saves", "save.toml")}.`);
    const first = readFileSync(join(home, "saves", "save.toml"));
    const copy = join(tempDir(), "copy.toml");
    copyFileSync(join(home, "saves", "save.toml"), copy);
    expect(runCli(["run", "--seed", "9", "--script", script(["load", "save"]), "--home", home]).code).toBe(0);
    expect(readFileSync(join(home, "saves", "save.toml")).equals(first)).toBe(true);

    const unsaved = runCli(["run", "--seed", "9", "--script", script([...PLAY, ...LATER]), "--json", "--home", tempDir()]);
    const loaded = runCli(["run", "--script", script(LATER), "--load", copy, "--json", "--home", tempDir()]);
    expect(loaded.code).toBe(0);
    expect(final(loaded.stdout)).toBe(final(unsaved.stdout));
  });

  it("a save of another schema and a corrupted save are refused and left byte for byte", () => {
    const home = tempDir();
    runCli(["run", "--seed", "9", "--script", script([...PLAY, "save"]), "--home", home]);
    const slot = join(home, "saves", "save.toml");
    const good = readFileSync(slot, "utf8");
    for (const [bad, says] of [
      [
        good.replace("schema = 1", "schema = 2"),
        /cannot load .*save\.toml: the save has schema 2 \(rustkeep 0\.1\.0\); this rustkeep 0\.1\.0 reads schema 1$/,
      ],
      [good.replace(/\nturn = \d+/, "\nturn = [[["), /cannot load .*save\.toml: line \d+: not valid TOML/],
    ] as const) {
      writeFileSync(slot, bad);
      const r = runCli(["run", "--script", script(["load", "rest", "save"]), "--home", home]);
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr.trim()).toMatch(says);
      expect(readFileSync(slot, "utf8")).toBe(bad);
    }
  });

  it("a save that breaks the format in several places names its version against ours and lists every problem at once", () => {
    const home = tempDir();
    runCli(["run", "--seed", "9", "--script", script([...PLAY, "save"]), "--home", home]);
    const slot = join(home, "saves", "save.toml");
    const good = readFileSync(slot, "utf8");
    const bad = good
      .replace(/\nturn = \d+/, '\nturn = "late"')
      .replace(/\nlevel = \d+/, '\nlevel = "high"')
      .replace(/\nexp = \d+/, "\nexp = []");
    expect(bad).not.toBe(good);
    writeFileSync(slot, bad);
    const r = runCli(["run", "--script", script(["load"]), "--home", home]);
    expect(r.code).toBe(1);
    const [head, ...problems] = r.stderr.trim().split("\n");
    expect(head).toMatch(
      /cannot load .*save\.toml: the save \(schema 1, written by rustkeep 0\.1\.0\) does not match the format of this rustkeep 0\.1\.0, (\d+) problems$/,
    );
    const count = Number(/(\d+) problems$/.exec(head!)![1]);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(problems).toHaveLength(count);
    for (const field of [/^  line \d+: game\.turn: /, /^  line \d+: game\.exp: /, /^  line \d+: game\.player\.[a-z.]*level: /])
      expect(problems.some((p) => field.test(p))).toBe(true);
    expect(readFileSync(slot, "utf8")).toBe(bad);
  });
});
