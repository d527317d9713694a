/** Script files as hostile input: too big, not text, links and paths out of the mod, and scripts that never end, eat memory or recurse without end. */
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { parse, stringify } from "smol-toml";
import { BIN, REPO } from "../helpers/cli.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { hostileSuite, type Sandbox } from "./helpers.js";

const entry = (file: string) => `[[scripts]]\nid = "s"\nfile = "${file}"\n`;

/** A mod whose hero option runs `hm:s` (the file `s.js` holding `source`) at every turn's end, and a play of three rests. */
function runningScript(s: Sandbox, source: string, play = "rest\nrest\nrest\n"): void {
  const option = oneKindOfHero("hm", "cursed", "Cursed", `triggers = [{ on = "turn_ended", actions = [{ run_script = "hm:s" }] }]\n`);
  s.mod("hm", { "hm.toml": `${option}\n${entry("s.js")}`, "s.js": source });
  s.write("play.txt", `create core:human core:warrior hm:cursed\n${play}`);
}

const SLOT = "home/saves/save.toml";
const slotLog = (s: Sandbox) => (parse(readFileSync(join(s.root, SLOT), "utf8")) as { game: { log: string[] } }).game.log;

/** A save in the slot whose log is `log` (a real run saved by the program, its log replaced). */
function savedWithLog(s: Sandbox, log: string[]): void {
  s.write("make.txt", "create core:human core:warrior\nsave\n");
  const made = spawnSync(process.execPath, [BIN, "run", "--home", s.home, "--script", join(s.root, "make.txt")], {
    env: { ...process.env, ...REAL_CORE },
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`could not make the save: ${made.stdout}${made.stderr}`);
  const save = parse(readFileSync(join(s.root, SLOT), "utf8")) as { game: { log: string[] } };
  save.game.log = log;
  s.write(SLOT, `${stringify(save)}\n`);
}

const REAL_CORE = { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") };
const LONG_LINE = /^rest → .*\(script error: hm\/s\.js:1:\d+: Error: x{900,}…/;

hostileSuite("hostile script files", [
  {
    name: "a huge script file is refused without reading it all",
    build: (s) => s.mod("hm", { "s.toml": entry("s.js"), "s.js": `// ${"x".repeat(4 * 1024 * 1024)}\n` }),
    args: ["check"],
    code: 1,
    says: /^hm\/s\.toml:3: hm:s — hm\/s\.js: file is \d+ bytes, over the 262144-byte limit; entry not loaded$/,
  },
  {
    name: "a binary script file is refused as not text",
    build: (s) => s.mod("hm", { "s.toml": entry("s.js"), "s.js": new Uint8Array([0x00, 0xff, 0xfe, 0x80, 0x0a]) }),
    args: ["check"],
    code: 1,
    says: /^hm\/s\.toml:3: hm:s — hm\/s\.js: not valid UTF-8 text; entry not loaded$/,
  },
  {
    name: "a script that is a symlink out of the mod is refused",
    build: (s) => {
      s.write("decoy/secret.js", "act({ heal: 1 });\n");
      s.mod("hm", { "s.toml": entry("s.js") });
      s.link("home/mods/hm/s.js", join(s.decoy, "secret.js"));
    },
    args: ["check"],
    code: 1,
    says: /^hm\/s\.toml:3: hm:s — hm\/s\.js: symlink leads out of the mod folder; entry not loaded$/,
  },
  {
    name: "a ../ path out of the mod is refused",
    build: (s) => {
      s.write("home/mods/outside.js", "act({ heal: 1 });\n");
      s.mod("hm", { "s.toml": entry("../outside.js") });
    },
    args: ["check"],
    code: 1,
    says: /^hm\/s\.toml:3: hm:s — file "\.\.\/outside\.js" lies outside the mod folder; entry not loaded$/,
  },
  {
    name: "a script written as a module is refused with what a script is",
    build: (s) => s.mod("hm", { "s.toml": entry("s.js"), "s.js": "export default function () {\n  act({ heal: 1 });\n}\n" }),
    args: ["check"],
    code: 1,
    says: /^hm\/s\.toml:3: hm:s — hm\/s\.js:1:1: a script is the body of a function, not a module: write its statements at the top level, without "export" \(see docs\/modding\.md#91-a-first-script\); entry not loaded$/,
  },
  {
    name: "an endless loop is stopped each call and the run goes on",
    build: (s) => runningScript(s, "while (true) {}\n"),
    args: ["run", "--script", "{root}/play.txt"],
    env: REAL_CORE,
    code: 0,
    says: /\(script error: hm\/s\.js:1:1: stopped: it ran past its operation budget \(an endless loop\?\); its actions were discarded\)/,
  },
  {
    name: "a memory bomb is stopped and the run goes on",
    build: (s) => runningScript(s, "let a=[];while(1)a.push(new Array(1e6))\n"),
    args: ["run", "--script", "{root}/play.txt"],
    env: REAL_CORE,
    code: 0,
    says: /\(script error: hm\/s\.js:1:\d+: stopped: it ran (past its operation budget \(an endless loop\?\)|out of memory|past its budget for work on long strings and arrays); its actions were discarded\)/,
  },
  {
    name: "endless recursion is stopped and the run goes on",
    build: (s) => runningScript(s, "function f(n) {\n  return f(n + 1) + 1;\n}\nf(0);\n"),
    args: ["run", "--script", "{root}/play.txt"],
    env: REAL_CORE,
    code: 0,
    says: /\(script error: hm\/s\.js:2:\d+: stopped: stack overflow \(endless recursion\?\); its actions were discarded\)/,
  },
  {
    name: "an error line of 200,000 characters (as long as a call's native budget allows) reaches the log cut with …; the save stays small and loads",
    build: (s) => runningScript(s, `throw new Error("x".repeat(2e5));\n`, "rest\nrest\nsave\nload\nrest\n"),
    args: ["run", "--script", "{root}/play.txt"],
    env: REAL_CORE,
    writes: ["home/saves"],
    code: 0,
    says: LONG_LINE,
    after: (s, out) => {
      expect(out.stdout).toMatch(/^load → Loaded turn 2\.$/m);
      expect(Math.max(...out.stdout.split("\n").map((l) => l.length))).toBeLessThan(1_200);
      expect(statSync(join(s.root, SLOT)).size).toBeLessThan(64 * 1024);
      expect(slotLog(s).filter((l) => l.endsWith("…"))).toHaveLength(2);
      expect(Math.max(...slotLog(s).map((l) => l.length))).toBe(1_000);
    },
  },
  {
    name: "a save holding 100k log lines and a line of 5 MB loads with the newest lines, each cut",
    build: (s) => {
      savedWithLog(s, [...Array.from({ length: 100_000 }, (_, i) => `line ${i}`), "y".repeat(5_000_000)]);
      s.write("load.txt", "load\nsave\n");
    },
    args: ["run", "--script", "{root}/load.txt"],
    env: REAL_CORE,
    writes: ["home/saves"],
    code: 0,
    says: /^load → Loaded turn 0\.$/,
    after: (s) => {
      const log = slotLog(s);
      expect(log).toHaveLength(200);
      expect(log.at(-2)).toBe("line 99999");
      expect(log.at(-1)).toBe(`${"y".repeat(999)}…`);
    },
  },
]);
