/**
 * The first wave's code, run in this process: the anchor of `Game.execute(move)` in issue 25 is
 * the first wave's move, timed in the same run as today's. Its commit is taken out of git with
 * `git archive` into a temp folder, and a small entry that loads its core mod and makes a game
 * is bundled from there with esbuild (its imports resolved from this checkout's node_modules).
 * Today's tree is bundled by the same entry and the same options, so the two moves differ only
 * by the code: tsx's per-file transform (its `__name` helpers) is billed to neither.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** The last commit of the first wave (the "first wave" column). */
export const FIRST_WAVE_COMMIT = "7de8be8";

/** A game of a tree's own core mod, in its entrance room: `moves(n)` makes n moves east and west. */
export interface Mover {
  moves(n: number): void;
}

/**
 * The entry bundled from a tree: its own pipeline on its own core mod, a hero of the first
 * option of each category (as bench/game.bench.ts makes), and the moves of that bench. The
 * first wave's `createGame` took the floor builder itself; today's takes `{ buildFloor }`.
 */
function entry(tree: string, buildFloorAsService: boolean): string {
  const src = (path: string) => JSON.stringify(join(tree, "src", path));
  return `import { runPipeline } from ${src("loader/pipeline.ts")};
import { createGame, Game } from ${src("game/index.ts")};
import { buildFloor } from ${src("gen/build-floor.ts")};
export function makeMover(home, builtinMods) {
  const loaded = runPipeline({ home, builtinMods });
  if (!loaded.ok) throw new Error("the tree's core mod did not load");
  const registries = loaded.registries;
  const options = registries.option_categories.all().map((c) => registries.options.all().find((o) => o.category === c.id).id);
  const game = createGame(registries, { seed: "bench", name: "Bench", options }, ${buildFloorAsService ? "{ buildFloor }" : "buildFloor"});
  if (!(game instanceof Game)) throw new Error(game.error);
  return {
    moves(n) {
      for (let i = 0; i < n; i++) game.execute({ kind: "move", dir: i % 2 ? "w" : "e" }, registries);
    },
  };
}
`;
}

/**
 * Bundles `tree`'s game with the entry above and makes its mover; the entry, the bundle and
 * the game's profile go in `work` (a temp folder), never in the tree.
 */
export async function bundledMover(root: string, tree: string, work: string, buildFloorAsService: boolean): Promise<Mover> {
  const entryFile = join(work, "move-entry.mjs");
  writeFileSync(entryFile, entry(tree, buildFloorAsService));
  const outfile = join(work, "move.mjs");
  await build({
    entryPoints: [entryFile],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // The same as scripts/build.mjs: what a player runs.
    define: { "process.env.NODE_ENV": '"production"', __RUSTKEEP_VERSION__: '"0.0.0"' },
    minifyWhitespace: true,
    minifySyntax: true,
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    nodePaths: [join(root, "node_modules")],
    // The script engine's WebAssembly loader is never reached by a move.
    external: ["quickjs-emscripten", "@jitl/*"],
    logLevel: "silent",
  });
  const mod = (await import(pathToFileURL(outfile).href)) as { makeMover(home: string, builtinMods: string): Mover };
  const home = join(work, "home");
  mkdirSync(home);
  return mod.makeMover(home, join(tree, "mods"));
}

/**
 * The first wave's tree (src, mods) extracted into `dir`, or why it cannot be: a checkout
 * without git history (a tarball, a shallow clone) has no commit to extract.
 */
export function extractCommit(root: string, commit: string, dir: string): string | undefined {
  const known = spawnSync("git", ["-C", root, "cat-file", "-e", `${commit}^{commit}`], { stdio: "ignore" });
  if (known.error || known.status !== 0) return `commit ${commit} is not in this checkout's git history`;
  const archive = spawnSync("git", ["-C", root, "archive", "--format=tar", commit, "src", "mods"], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) return `git archive ${commit} failed: ${archive.stderr.toString().trim()}`;
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) return `tar could not extract ${commit}: ${untar.stderr.toString().trim()}`;
  return undefined;
}
