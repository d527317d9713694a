import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ARENA } from "../helpers/arena-mod.js";
import { REPO } from "../helpers/cli.js";
import { TINY_CORE } from "../helpers/fixture-mods.js";
import { EVERY_TURN, loadScripted, scriptedArena, scriptMod } from "../helpers/script-mod.js";

const STOP = "stopped: it ran past its operation budget (an endless loop?); its actions were discarded)";

/** The one script error a turn of `source` (run every turn) logs. */
async function stopOf(source: string): Promise<string> {
  const { step } = await scriptedArena({ spin: source }, EVERY_TURN("spin"));
  const lines = step().messages.filter((m) => m.includes("sc/spin.js"));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe("a script stopped by its budget names the loop that was running", () => {
  const cases: [string, string, string][] = [
    ["a for loop after statements", `const a = 1;\nlet b = 2;\nlet x = 0; for (let i = 0; ; i++) { x += i; }\n`, "3:12"],
    ["a for loop first in the file", `for (;;) { }\n`, "1:1"],
    ["a for loop on its own line, body below", `let n = 0;\nfor (;;)\n{\n  n++;\n}\n`, "2:1"],
    ["a for loop whose body calls the host", `let b = 0;\nfor (let i = 0; ; i++) {\n  b += rand();\n}\n`, "2:1"],
    ["a for loop without braces", `let n = 0;\n  for (let i = 0; i >= 0; i++) n++;\n`, "2:3"],
    // Each key costs a call too, so the 300,000 keys run past the budget.
    [
      "a for-in loop",
      `const word = "x".repeat(300000);\nconst size = (k) => k.length;\nlet n = 0;\nfor (const k in word) {\n  n += size(k);\n}\n`,
      "4:1",
    ],
    [
      "a for-of loop",
      `const ones = { [Symbol.iterator]: () => ({ next: () => ({ value: 1, done: false }) }) };\nlet n = 0;\nfor (const x of ones) { n += x; }\n`,
      "3:1",
    ],
    ["a do-while loop", `let n = 0;\ndo {\n  n++;\n} while (n > 0);\n`, "2:1"],
    ["a while loop", `let n = 1;\nwhile (n > 0) {\n  n++;\n}\n`, "2:1"],
    [
      "the inner of nested loops",
      `let n = 0;\nfor (let i = 0; i < 5; i++) {\n  for (let j = 0; j < 1e12; j++) {\n    n++;\n  }\n}\n`,
      "3:3",
    ],
    ["a loop after a finished one", `let n = 0;\nfor (let i = 0; i < 3; i++) n++;\nfor (;;) n++;\n`, "3:1"],
    [
      "a loop after strings, a template and a regex that mention loops",
      "const s = `for (;;) ${`while(${1})`}`;\nconst r = /for\\(/.test(s) ? 'do {' : \"while\";\nwhile (r) {}\n",
      "3:1",
    ],
  ];
  for (const [what, source, at] of cases) {
    it(what, async () => {
      expect(await stopOf(source)).toBe(`(script error: sc/spin.js:${at}: ${STOP}`);
    });
  }

  it("other errors keep their columns on a line that holds a loop", async () => {
    const { step } = await scriptedArena({ bad: `let n = 0;\nfor (let i = 0; i < 3; i++) { n += 1; null.x; }\n` }, EVERY_TURN("bad"));
    expect(step().messages.filter((m) => m.startsWith("(script error"))).toEqual([
      "(script error: sc/bad.js:2:43: TypeError: cannot read property 'x' of null; its actions were discarded)",
    ]);
  });

  it("the markers cost a loop none of its budget: what ran to its end before still does", async () => {
    const source = `let n = 0;\nfor (let i = 0; i < 60000; i++) n++;\nact({ give_item: "sc:token", count: n > 0 ? 1 : 2 });\n`;
    const { game, step } = await scriptedArena({ long: source }, EVERY_TURN("long"));
    expect(step().messages.filter((m) => m.startsWith("(script"))).toEqual([]);
    expect(game.state.player.inventory.some((i) => i.def === "sc:token")).toBe(true);
  });

  it("a regex that spells a loop is left as written, after an if's head too", async () => {
    const source = `let n = 0;\nif (n === 0) /for (;;)/.test("for ;;") ? n++ : n--;\nn += /while (x)/.test("while x") ? 1 : 0;\nact({ give_item: "sc:token", count: n === 2 ? 1 : 5 });\n`;
    const { game, step } = await scriptedArena({ re: source }, EVERY_TURN("re"));
    expect(step().messages.filter((m) => m.startsWith("(script"))).toEqual([]);
    expect(game.state.player.inventory.filter((i) => i.def === "sc:token").reduce((s, i) => s + i.count, 0)).toBe(1);
  });

  it("a loop runs as written: the markers change no result", async () => {
    const source = `let n = 0;\nfor (let i = 0; i < 3; i++) n++;\nfor (const x of [1, 2]) { n += x; }\nlet j = 0;\ndo { n++; j++; } while (j < 2);\nwhile (j-- > 0) n++;\nfor (const k in { a: 1 }) n++;\nact({ give_item: "sc:token", count: n });\n`;
    const { game, step } = await scriptedArena({ count: source }, EVERY_TURN("count"));
    expect(step().messages.filter((m) => m.startsWith("(script"))).toEqual([]);
    const tokens = game.state.player.inventory.filter((i) => i.def === "sc:token").reduce((s, i) => s + i.count, 0);
    expect(tokens).toBe(3 + 3 + 2 + 2 + 1);
  });
});

describe("a script written as a module", () => {
  it("is told that a script is a function body, with the guide's section", async () => {
    const load = await loadScripted({
      core: TINY_CORE,
      arena: ARENA,
      sc: scriptMod(
        {
          mod: `// frost nova\nexport function run(self) {\n  act({ heal: 1 });\n}\n`,
          imp: `import { x } from "./x.js";\nact({ heal: 1 });\n`,
        },
        "[]",
      ),
    });
    const says = (file: string, at: string, word: string) =>
      expect.stringMatching(
        new RegExp(
          `— sc/${file}\\.js:${at}: a script is the body of a function, not a module: write its statements at the top level, without "${word}" \\(see docs/modding\\.md#91-a-first-script\\); entry not loaded$`,
        ),
      );
    expect(load.lines).toEqual(expect.arrayContaining([says("mod", "2:1", "export"), says("imp", "1:1", "import")]));
  });

  it("the guide has the section the message points at", () => {
    const guide = readFileSync(join(REPO, "docs", "modding.md"), "utf8");
    const slugs = [...guide.matchAll(/^#{1,4} (.+)$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\w\- ]/g, "")
        .replace(/ /g, "-"),
    );
    expect(slugs).toContain("91-a-first-script");
  });
});
