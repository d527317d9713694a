import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { BIN, REPO } from "../helpers/cli.js";
import { oneKindOfHero } from "../helpers/fixture-mods.js";
import { manifest, tempDir, writeFiles } from "../helpers/profile.js";

// Which files of the built dist/ each command loads: a module hook (node --import) writes every
// file: URL it loads to a log. The bundle's metafile says which chunks hold Ink, React or a
// component (.tsx): the commands that draw nothing must never load one.

const DIST = join(REPO, "dist");
/** Inputs that mean "the terminal UI": Ink, React and what they pull in, and every component. */
const UI_INPUT = /node_modules\/(ink|react|react-reconciler|scheduler|yoga-layout)\/|\.tsx$/;

interface Meta {
  outputs: Record<string, { inputs: Record<string, unknown>; entryPoint?: string }>;
}
let meta: Meta;
/** The chunks (paths under dist/, as `chunks/….js`) that hold any UI input. */
let uiChunks: Set<string>;
let hook = "";
let home = "";
/** A profile with no mods of its own: the built-in core only. */
let plain = "";
let script = "";

const underDist = (output: string) => relative("dist", output);
const chunkOf = (entry: string) => underDist(Object.entries(meta.outputs).find(([, o]) => o.entryPoint === entry)![0]);

/** Runs `node --import hook ...args` and returns the dist/ files it loaded, in load order. */
function loaded(args: readonly string[]): { code: number | null; stdout: string; stderr: string; files: string[] } {
  const log = join(tempDir(), "loaded.txt");
  writeFileSync(log, "");
  const { RUSTKEEP_HOME: _, ...env } = process.env;
  const result = spawnSync(process.execPath, ["--import", hook, ...args], {
    encoding: "utf8",
    env: { ...env, RK_LOAD_LOG: log },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const files = readFileSync(log, "utf8")
    .split("\n")
    .filter((url) => url.startsWith("file:"))
    .map((url) => relative(DIST, fileURLToPath(url)))
    .filter((path) => !path.startsWith(".."));
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, files };
}

beforeAll(() => {
  meta = JSON.parse(readFileSync(join(DIST, "meta.json"), "utf8")) as Meta;
  uiChunks = new Set(
    Object.entries(meta.outputs)
      .filter(([, o]) => Object.keys(o.inputs).some((input) => UI_INPUT.test(input)))
      .map(([path]) => underDist(path)),
  );
  const dir = tempDir("rk-load-path-");
  // The hooks run on a thread of their own; the log's path comes through `data`.
  const hooks = join(dir, "hooks.mjs");
  writeFileSync(
    hooks,
    `import { appendFileSync } from "node:fs";
let log;
export function initialize(data) { log = data.log; }
export async function load(url, context, next) {
  if (url.startsWith("file:")) appendFileSync(log, url + "\\n");
  return next(url, context);
}
`,
  );
  hook = join(dir, "register.mjs");
  writeFileSync(
    hook,
    `import { register } from "node:module";
register(${JSON.stringify(pathToFileURL(hooks).href)}, { data: { log: process.env.RK_LOAD_LOG } });
`,
  );
  // A profile whose hero option runs a mod script at each turn's end: `run` starts the script engine.
  home = join(dir, "home");
  writeFiles(join(home, "mods", "hm"), {
    "manifest.toml": manifest("hm", ["core"]),
    "hm.toml": `${oneKindOfHero("hm", "marked", "Marked", `triggers = [{ on = "turn_ended", actions = [{ run_script = "hm:s" }] }]\n`)}\n[[scripts]]\nid = "s"\nfile = "s.js"\n`,
    "s.js": `throw new Error("the script ran, turn " + turn());\n`,
  });
  plain = join(dir, "plain");
  writeFiles(plain, { "keys.toml": "" });
  script = join(dir, "walk.txt");
  writeFileSync(script, "create core:human core:warrior hm:marked\nrest\n");
}, 60_000);

describe("each command loads only what it uses", () => {
  it("the bundle has UI chunks to stay away from, and play's chunk is one", () => {
    expect(uiChunks.size).toBeGreaterThan(0);
    expect(uiChunks).toContain(chunkOf("src/cli/play.tsx"));
  });

  it("--version loads the entry and the version, not the commands", () => {
    for (const flag of ["--version", "-v"]) {
      const run = loaded([BIN, flag]);
      expect(run.stdout).toMatch(/^rustkeep \d+\.\d+\.\d+\n$/);
      expect(run.files).toContain("rustkeep.js");
      expect(run.files).not.toContain(chunkOf("src/cli/main.ts"));
    }
  });

  const commands: [string, () => string[], (out: string) => void][] = [
    ["--help", () => ["--help"], (out) => expect(out).toContain("Usage:")],
    ["check --no-mods", () => ["check", "--no-mods", "--home", home], (out) => expect(out).toMatch(/\b0 warning\(s\)/)],
    ["list", () => ["list", "--home", plain], (out) => expect(out).toContain("items")],
    ["floor", () => ["floor", "1", "--seed", "1", "--home", plain], (out) => expect(out).toContain("#")],
    ["sim --runs 1", () => ["sim", "--runs", "1", "--home", plain], (out) => expect(out).not.toBe("")],
    [
      "run (a mod script through the engine)",
      () => ["run", "--script", script, "--home", home],
      (out) => expect(out).toContain("the script ran, turn 0"),
    ],
  ];
  for (const [name, args, says] of commands) {
    it(`${name} never loads Ink, React or a component`, () => {
      const run = loaded([BIN, ...args()]);
      expect(run.code, run.stderr).toBe(0);
      says(run.stdout);
      // The hook saw the command run: its chunk of main loaded.
      expect(run.files).toContain(chunkOf("src/cli/main.ts"));
      expect(run.files.filter((f) => uiChunks.has(f))).toEqual([]);
    });
  }

  it("importing play's chunk does load them (the check above can fail)", () => {
    const play = pathToFileURL(join(DIST, chunkOf("src/cli/play.tsx"))).href;
    const run = loaded(["--input-type=module", "-e", `await import(${JSON.stringify(play)});`]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.files.filter((f) => uiChunks.has(f)).length).toBeGreaterThan(0);
  });
});
