import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "./helpers/cli.js";
import { SYSTEM_TESTS } from "./tiers.js";

/** What starts the program or tmux from a test: Node's process API, or a helper built on it. */
const STARTS_A_PROCESS =
  /node:child_process|\brunCli\b|\bBIN\b|helpers\/(tmux|die-in-terminal|terminal-play)\.js|hostile\/helpers\.js|from "\.\/helpers\.js"/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [relative(REPO, path)] : [];
  });
}

const isSystem = (file: string) => SYSTEM_TESTS.some((p) => (p.endsWith("/") ? file.startsWith(p) : file === p));

describe("the test tiers (npm run test:fast runs only the in-process one)", () => {
  it("no test file outside the system tier starts a process", () => {
    const files = [...testFiles(join(REPO, "test")), ...testFiles(join(REPO, "src"))];
    expect(files.filter(isSystem).length, "system tier files").toBeGreaterThan(0);
    const self = relative(REPO, import.meta.filename); // names the patterns it looks for
    expect(files).toContain(self);
    const strays = files.filter((f) => f !== self && !isSystem(f) && STARTS_A_PROCESS.test(readFileSync(join(REPO, f), "utf8")));
    expect(strays, "these start a process: move them to a system folder, or list them in test/tiers.ts").toEqual([]);
  });
});
