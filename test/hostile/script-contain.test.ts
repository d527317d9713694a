/**
 * Scripts contained (issue 22): nothing a script's source or call does escapes as a host error,
 * native work on long strings and arrays is stopped by its budget, a turn's scripts share one,
 * and a flood of promise jobs switches its script off. Each as `rustkeep run` of a mod whose
 * hero runs the script at every turn's end: the run goes on (exit 0) with one line.
 */
import { join } from "node:path";
import { REPO } from "../helpers/cli.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { hostileSuite, type Sandbox } from "./helpers.js";

const REAL_CORE = { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") };
const PLAY = ["run", "--script", "{root}/play.txt"];
const NATIVE = "stopped: it ran past its budget for work on long strings and arrays; its actions were discarded";

/** A mod whose hero option runs each of `scripts` (or those named in `run`) (`hm:<name>` in `<name>.js`) at every turn's end, and a play of three rests. */
function running(s: Sandbox, scripts: Record<string, string>, times = 1, run = Object.keys(scripts)): void {
  const calls = run.flatMap((name) => Array.from({ length: times }, () => `{ run_script = "hm:${name}" }`));
  const option = oneKindOfHero("hm", "cursed", "Cursed", `triggers = [{ on = "turn_ended", actions = [${calls.join(", ")}] }]\n`);
  const entries = Object.keys(scripts).map((name) => `[[scripts]]\nid = "${name}"\nfile = "${name}.js"\n`);
  const files = Object.fromEntries(Object.entries(scripts).map(([name, text]) => [`${name}.js`, text]));
  s.mod("hm", { "hm.toml": `${option}\n${entries.join("\n")}`, ...files });
  s.write("play.txt", "create core:human core:warrior hm:cursed\nrest\nrest\nrest\n");
}

const nest = (n: number) => "(".repeat(n) + "1" + ")".repeat(n);

hostileSuite("hostile scripts: contained", [
  {
    name: "a thousand brackets given to eval in a call are that call's error",
    build: (s) =>
      running(s, { s: `const e = globalThis["ev" + "al"];\nif (e) e(${JSON.stringify(nest(1000))});\nelse throw new Error("no eval");\n` }),
    args: PLAY,
    env: REAL_CORE,
    code: 0,
    says: /\(script error: hm\/s\.js:\d+:\d+: (stopped: stack overflow \(endless recursion\?\)|TypeError: eval is not available to scripts: a script cannot make code from text); its actions were discarded\)/,
  },
  {
    name: "a thousand brackets in a script file are that script's load warning",
    build: (s) => running(s, { bad: `act({ heal: ${nest(1000)} });\n`, good: `act({ give_item: "core:gold", count: 7 });\n` }, 1, ["good"]),
    args: ["check"],
    env: REAL_CORE,
    code: 1,
    says: /^hm\/hm\.toml:\d+: hm:bad — hm\/bad\.js:1:\d+: stopped: stack overflow \(endless recursion\?\); entry not loaded$/,
  },
  {
    name: "the same file beside a good script: the run plays the good one",
    build: (s) => running(s, { bad: `act({ heal: ${nest(1000)} });\n`, good: `act({ give_item: "core:gold", count: 7 });\n` }, 1, ["good"]),
    args: PLAY,
    env: REAL_CORE,
    code: 0,
    says: /Cursed/,
    after: (_s, out) => {
      if (/could not be loaded|cannot finish|script error/.test(out.stdout + out.stderr))
        throw new Error(`the good script was lost:\n${out.stdout}${out.stderr}`);
    },
  },
  {
    name: "indexOf of 150k characters is stopped by the native budget",
    build: (s) => running(s, { s: `const t = "a".repeat(150000);\nt.indexOf("a".repeat(75000) + "b");\n` }),
    args: PLAY,
    env: REAL_CORE,
    code: 0,
    says: new RegExp(`\\(script error: hm/s\\.js:\\d+:\\d+: ${NATIVE.replace(/[()?]/g, "\\$&")}\\)`),
  },
  {
    name: "includes on 4M characters is stopped by the native budget",
    build: (s) => running(s, { s: `const t = "a".repeat(4e6);\nt.includes("b");\n` }),
    args: PLAY,
    env: REAL_CORE,
    code: 0,
    says: new RegExp(`\\(script error: hm/s\\.js:\\d+:\\d+: ${NATIVE.replace(/[()?]/g, "\\$&")}\\)`),
  },
  {
    name: "a memory bomb of long strings is stopped by the native budget, not the memory limit",
    build: (s) => running(s, { s: `const a = [];\nwhile (true) try { a.push("x".repeat(1e6)); } catch {}\n` }),
    args: PLAY,
    env: REAL_CORE,
    code: 0,
    says: new RegExp(`\\(script error: hm/s\\.js:\\d+:\\d+: ${NATIVE.replace(/[()?]/g, "\\$&")}\\)`),
  },
  {
    name: "twenty endless loops in one turn: past the turn's budget the rest are not run",
    build: (s) => running(s, { s: `while (true) {}\n` }, 20),
    args: PLAY,
    env: REAL_CORE,
    code: 0,
    says: /\(script error: hm\/s\.js: not run: this turn's scripts have spent the turn's budget; its actions were discarded\)/,
  },
  {
    name: "a flood of promise jobs switches its script off and the run goes on",
    build: (s) => running(s, { s: `const f = () => { Promise.resolve().then(f); Promise.resolve().then(f); };\nf();\n` }),
    args: PLAY,
    env: REAL_CORE,
    code: 0,
    says: /\(script error: hm\/s\.js: stopped: its promise jobs never end; the script is switched off for this session; its actions were discarded\)/,
  },
  {
    // Found by the script fuzz (seed 7): the flood's restart booted the new runtime with the old call's "over" still set.
    name: "a promise chain left pending by a call the native budget stopped: the restart is clean, the run goes on",
    build: (s) =>
      running(s, {
        s: `const go = (k) => Promise.resolve(k).then((v) => (v > 0 ? go(v - 1) : 0));\ngo(1000000);\nconst a = [];\nfor (let i = 0; i < 2 ** 31; i++) a.push("x".repeat(i % 100));\n`,
        good: `act({ give_item: "core:gold", count: 7 });\n`,
      }),
    args: PLAY,
    env: REAL_CORE,
    code: 0,
    // The call ran out of its native budget with jobs still queued: that is the call's stop (the script stays on), and the fresh runtime drops the queue.
    says: /\(script error: hm\/s\.js:\d+:\d+: stopped: it ran past its budget for work on long strings and arrays; its actions were discarded\) You receive 7 gold\./,
  },
]);
