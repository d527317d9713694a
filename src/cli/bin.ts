#!/usr/bin/env node
export {};
// Node 22's compile cache, when there is one, for the modules loaded from here on (see the module).
import "./compile-cache.js";
// Checked before anything else loads: on an old Node the rest may not even start.
const major = Number(process.versions.node.split(".")[0]);
if (major < 20) {
  process.stderr.write(`rustkeep needs Node.js 20 or newer; this is ${process.version}.\n`);
  process.exit(2);
}

// `rustkeep check | head` closes the pipe early: that is the reader's choice, not a crash.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw err;
  });
}

// Several terminal-text modules build an Intl.Segmenter when they load; the first one
// loads ICU's segmentation data (~10 ms). Build each only when it is first used.
const RealSegmenter = Intl.Segmenter;
class LazySegmenter {
  #args: ConstructorParameters<typeof Intl.Segmenter>;
  #real: Intl.Segmenter | undefined;
  constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
    this.#args = args;
  }
  get #it(): Intl.Segmenter {
    return (this.#real ??= new RealSegmenter(...this.#args));
  }
  segment(input: string): Intl.Segments {
    return this.#it.segment(input);
  }
  resolvedOptions(): Intl.ResolvedSegmenterOptions {
    return this.#it.resolvedOptions();
  }
  static supportedLocalesOf = RealSegmenter.supportedLocalesOf;
}
(Intl as { Segmenter: unknown }).Segmenter = LazySegmenter;

// `rustkeep --version` needs nothing but the version: it loads no command (main.js) at all.
const argv = process.argv.slice(2);
const versionOnly = argv.length === 1 && (argv[0] === "--version" || argv[0] === "-v");
const printVersion = async () => (process.stdout.write((await import("./version.js")).VERSION_LINE), 0);

// The last guard of "never a stack trace": a bug that escapes every command is one line.
try {
  const { main } = versionOnly ? { main: printVersion } : await import("./main.js");
  process.exitCode = await main(argv);
} catch (err) {
  const text = err instanceof Error ? err.message : String(err);
  process.stderr.write(`rustkeep: unexpected error: ${text.split("\n")[0]} (please report it)\n`);
  process.exitCode = 2;
}
