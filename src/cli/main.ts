import { printable, printableLines } from "../lib/safe-text.js";
import { builtinModsDir, profileDir } from "../loader/paths.js";
import { parseArgs, USAGE } from "./args.js";
import { runCheck } from "./check.js";
import type { Context } from "./context.js";
import { runFloor } from "./floor.js";
import { runPrefab } from "./prefab.js";
import { runScript } from "./run.js";
import { runSchema } from "./schema.js";
import { VERSION } from "./version.js";

/** Runs one command line and returns the exit code; never calls process.exit itself. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = parseArgs(argv);
  if ("error" in args) {
    process.stderr.write(`${printable(args.error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.flags.has("version")) {
    process.stdout.write(`rustkeep ${VERSION}\n`);
    return 0;
  }
  const home = args.flags.get("home");
  const ctx: Context = {
    home: profileDir(typeof home === "string" ? home : undefined, env),
    builtinMods: builtinModsDir(env),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    // Every line may quote a mod, a file or an argument: no control character goes out raw.
    out: (line) => process.stdout.write(`${printableLines(line)}\n`),
    err: (text, newline = true) => process.stderr.write(newline ? `${printableLines(text)}\n` : printableLines(text)),
    status: (text) => process.stderr.write(`\r\x1b[2K${printable(text)}`),
  };
  switch (args.command) {
    case "check":
      return runCheck(ctx);
    case "schema": {
      const out = args.flags.get("out");
      return runSchema(ctx, typeof out === "string" ? out : undefined);
    }
    case "floor": {
      const seed = args.flags.get("seed");
      return runFloor(ctx, args.positional[0], typeof seed === "string" ? seed : "rustkeep", args.flags.has("json"));
    }
    case "prefab":
      return runPrefab(ctx, args.positional[0], process.stdout.columns || 100);
    case "run": {
      const seed = args.flags.get("seed");
      const script = args.flags.get("script");
      if (typeof script !== "string") {
        process.stderr.write(`run needs --script FILE\n\n${USAGE}\n`);
        return 2;
      }
      return runScript(ctx, typeof seed === "string" ? seed : "rustkeep", script, args.flags.has("json"));
    }
    case undefined: {
      const seed = args.flags.get("seed");
      if (!process.stdin.isTTY || !process.stdout.isTTY) {
        ctx.err("rustkeep needs an interactive terminal to play. Try `rustkeep check` or `rustkeep --help`.");
        return 2;
      }
      // A person at a terminal, whatever CI says: Ink reads CI once, when it loads, and in
      // CI mode draws no frames until exit; chalk turns colour off if a CI variable merely
      // exists. So they go (for this process only).
      for (const key of Object.keys(process.env)) {
        if (key === "CI" || key === "CONTINUOUS_INTEGRATION" || key.startsWith("CI_")) delete process.env[key];
      }
      // Loaded only to play: Ink and React are most of the start-up the other commands do not need.
      const { play } = await import("./play.js");
      return play(ctx, typeof seed === "string" ? seed : undefined);
    }
    default:
      process.stderr.write(`unknown command "${printable(args.command)}"\n\n${USAGE}\n`);
      return 2;
  }
}

