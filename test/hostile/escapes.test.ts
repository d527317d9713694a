import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "../helpers/cli.js";

/*
 * Mod text is data: whatever a mod, a profile or an argument holds, the program's output
 * carries no byte a terminal would execute. `ESC ] 2 ; … BEL` retitles a terminal.
 */
const TITLE = "\u001b]2;pwned\u0007";
const TITLE_TOML = "\\u001b]2;pwned\\u0007";

/** Runs the built program on a profile; a hang is a failure, not a stuck suite. */
function rustkeep(args: string[], env: Record<string, string> = {}) {
  if (!existsSync(BIN)) throw new Error("dist/rustkeep.js is missing: run `npm run build` (npm test does)");
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: "utf8",
    env: { ...process.env, RUSTKEEP_HOME: "", RUSTKEEP_BUILTIN_MODS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 20_000,
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

// Every C0 control but LF and TAB, DEL, every C1 control, and the bidi controls.
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Exits with `code`, no stack trace, and not one raw control byte on either stream. */
function expectCalm(r: ReturnType<typeof rustkeep>, code: number): void {
  const both = `${r.stdout}\n${r.stderr}`;
  expect(r.signal, both).toBeNull();
  expect(r.code, both).toBe(code);
  expect(both).not.toMatch(/^\s+at /m);
  expect(JSON.stringify(both.match(RAW_CONTROL)?.[0] ?? null)).toBe("null");
}

let root: string;
let home: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "rk-escapes-"));
  // The profile's own folder name carries the sequence too: it is printed as the log's path.
  home = join(root, `home${TITLE}`);
  const mod = join(home, "mods", `evil${TITLE}`);
  const files: Record<string, string> = {
    "manifest.toml": `id = "evil"\nname = "${TITLE_TOML}Evil"\nversion = "1.0${TITLE_TOML}"\ndepends = ["core"]\n`,
    "races.toml": `[[options]]
id = "elf"
category = "core:race"
name = "${TITLE_TOML}Elf"
description = "${TITLE_TOML}"

[[items]]
id = "cursed"
name = "${TITLE_TOML}Cursed"
symbol = { char = "c" }
slot = "core:${TITLE_TOML}"
"${TITLE_TOML}" = 1
`,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(mod, name)), { recursive: true });
    writeFileSync(join(mod, name), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function script(name: string, text: string): string {
  const path = join(root, name);
  writeFileSync(path, text);
  return path;
}

describe("hostile text never reaches the terminal raw", () => {
  it("check: warnings quoting the folder, the key and the reference, the summary's version and the log path are escaped", () => {
    const r = rustkeep(["check", "--home", home]);
    expectCalm(r, 1);
    expect(r.stdout).toContain("evil\\u001b]2;pwned\\u0007/races.toml");
    expect(r.stdout).toMatch(/evil 1\.0\\u001b\]2;pwned\\u0007/);
  });

  it("the load log a modder cats holds no raw control byte either", () => {
    rustkeep(["check", "--home", home]);
    const logs = join(home, "logs");
    expect(readdirSync(logs), "the load log was written").not.toEqual([]);
    for (const name of readdirSync(logs)) expect(readFileSync(join(logs, name), "utf8")).not.toMatch(RAW_CONTROL);
  });

  it("run: the hero's name and a mod's option name in the outcomes are escaped, text and JSON", () => {
    const path = script("ok.txt", `create core:human core:warrior name=${TITLE}Ada\nmove e\nrest\n`);
    const r = rustkeep(["run", "--home", home, "--script", path, "--seed", TITLE]);
    expectCalm(r, 0);
    expect(r.stdout).toContain("Welcome, \\u001b]2;pwned\\u0007Ada");
    const json = rustkeep(["run", "--home", home, "--script", path, "--json"]);
    expectCalm(json, 0);
    const { state } = JSON.parse(json.stdout) as { state: { player: { name: string } } };
    expect(state.player.name).toBe(`${TITLE}Ada`);
  });

  it("run: a mod's option name in the welcome line is escaped", () => {
    const r = rustkeep(["run", "--home", home, "--script", script("elf.txt", "create evil:elf core:warrior\n")]);
    // The lead's schema check may refuse the name at load: then creating the elf fails (2).
    expect([0, 2]).toContain(r.code);
    expectCalm(r, r.code ?? -1);
  });

  it("run: an unknown command, option or direction quoting the sequence is one escaped line, exit 2", () => {
    for (const text of [
      `create core:human core:warrior\n${TITLE}\n`,
      `create core:human evil:${TITLE}\n`,
      `create core:human core:warrior\nmove ${TITLE}\n`,
    ]) {
      const r = rustkeep(["run", "--home", home, "--script", script("bad.txt", text)]);
      expectCalm(r, 2);
      expect(r.stderr.trim().split("\n").at(-1)).toMatch(/bad\.txt:\d+: /);
    }
  });

  it("run: a script path holding the sequence is quoted escaped", () => {
    const r = rustkeep(["run", "--home", home, "--script", join(root, `missing${TITLE}.txt`)]);
    expectCalm(r, 2);
    expect(r.stderr).toContain("missing\\u001b]2;pwned\\u0007.txt");
  });

  it("floor: a seed holding the sequence is echoed escaped", () => {
    expectCalm(rustkeep(["floor", "1", "--home", home, "--seed", TITLE]), 0);
    expectCalm(rustkeep(["floor", "1", "--home", home, "--seed", TITLE, "--json"]), 0);
    expectCalm(rustkeep(["floor", TITLE, "--home", home]), 2);
  });

  it("prefab: an id holding the sequence is quoted escaped", () => {
    const r = rustkeep(["prefab", `core:${TITLE}`, "--home", home]);
    expectCalm(r, 2);
    expect(r.stderr).toContain('no prefab "core:\\u001b]2;pwned\\u0007"');
    expectCalm(rustkeep(["prefab", "core:rat_throne", "--home", home]), 0);
  });

  it("an unknown command holding the sequence is quoted escaped", () => {
    const r = rustkeep([TITLE, "--home", home]);
    expectCalm(r, 2);
    expect(r.stderr).toContain('unknown command "\\u001b]2;pwned\\u0007"');
  });

  it("bidi overrides and C1 controls are shown escaped too", () => {
    const path = script("bidi.txt", "create core:human core:warrior name=\u202eAda\u009b2J\n");
    const r = rustkeep(["run", "--home", home, "--script", path]);
    expectCalm(r, 0);
    expect(r.stdout).toContain("\\u202eAda\\u009b2J");
  });
});
