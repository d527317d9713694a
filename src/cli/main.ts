import { builtinModsDir, profileDir } from "../loader/paths.js";
import { parseArgs, USAGE } from "./args.js";
import { runCheck } from "./check.js";
import type { Context } from "./context.js";
import { runScript } from "./run.js";
import { runSchema } from "./schema.js";
import { VERSION } from "./version.js";

/** Runs one command line and returns the exit code; never calls process.exit itself. */
export function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 20) {
    process.stderr.write(`rustkeep needs Node.js 20 or newer; this is ${process.version}.\n`);
    return 2;
  }
  const args = parseArgs(argv);
  if ("error" in args) {
    process.stderr.write(`${args.error}\n\n${USAGE}\n`);
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
    out: (line) => process.stdout.write(`${line}\n`),
    err: (text, newline = true) => process.stderr.write(newline ? `${text}\n` : text),
  };
  switch (args.command) {
    case "check":
      return runCheck(ctx);
    case "schema": {
      const out = args.flags.get("out");
      return runSchema(ctx, typeof out === "string" ? out : undefined);
    }
    case "run": {
      const seed = args.flags.get("seed");
      const script = args.flags.get("script");
      if (typeof script !== "string") {
        process.stderr.write(`run needs --script FILE\n\n${USAGE}\n`);
        return 2;
      }
      return runScript(ctx, typeof seed === "string" ? seed : "rustkeep", script, args.flags.has("json"));
    }
    case undefined:
      return play(ctx);
    default:
      process.stderr.write(`unknown command "${args.command}"\n\n${USAGE}\n`);
      return 2;
  }
}

/** Until the game core lands, playing means loading the mods and showing what loaded. */
function play(ctx: Context): number {
  if (!process.stdin.isTTY || !ctx.stdoutIsTTY) {
    ctx.err("rustkeep needs an interactive terminal to play. Try `rustkeep check` or `rustkeep --help`.");
    return 2;
  }
  ctx.out("The playable game arrives with the next milestone; here is what your mods load:\n");
  const code = runCheck(ctx);
  return code === 2 ? 1 : 0;
}
