// Bundles the CLI: one entry (dist/rustkeep.js) and split chunks (dist/chunks/) that each
// command imports when it runs, so `check` never parses Ink, React or the screens.
import { build } from "esbuild";
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** zod's every-locale index, imported by its classic and core entries, becomes English only (see the stub). */
const englishOnlyZod = {
  name: "zod-english-only",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer)
        ? { path: new URL("./zod-locales-en.mjs", import.meta.url).pathname }
        : undefined,
    );
  },
};

/** Output name → source; each becomes dist/<name>.js (an object, so another entry is one line). */
const ENTRY_POINTS = { rustkeep: "src/cli/bin.ts", "sim-worker": "src/cli/sim-worker.ts" };

// Old chunks (their names carry a hash) would pile up and ship: start from an empty dist/.
rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });

const result = await build({
  entryPoints: ENTRY_POINTS,
  jsx: "automatic",
  outdir: "dist",
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  metafile: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  define: { "process.env.NODE_ENV": '"production"', __RUSTKEEP_VERSION__: JSON.stringify(pkg.version) },
  // Ink imports react-devtools-core (and through it ws) from its dev-tools module; a release never uses them.
  alias: {
    "react-devtools-core": "./scripts/devtools-stub.mjs",
    ws: "./scripts/devtools-stub.mjs",
    // ASCII widths without loading Unicode tables at start-up (see the file).
    "string-width": "./scripts/string-width-lazy.mjs",
    "@alcalzone/ansi-tokenize": "./scripts/ansi-tokenize-memo.mjs",
    "slice-ansi": "./scripts/slice-ansi-memo.mjs",
  },
  plugins: [englishOnlyZod],
  // Whitespace and syntax only: identifiers stay, so a report of a bug still names its functions.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
});

// Which source went into which chunk: the load-path test reads it (package.json leaves it out of the package).
writeFileSync(new URL("../dist/meta.json", import.meta.url), JSON.stringify(result.metafile));

// The script engine's WebAssembly travels beside the bundle: the engine's loader looks for it
// next to the module that imports it, which is a chunk in dist/chunks/.
const wasm = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
copyFileSync(wasm, new URL("../dist/chunks/emscripten-module.wasm", import.meta.url));
await (await import("./build-id.mjs")).writeBuildId(new URL("../dist/", import.meta.url));
