import { printable, printableLines } from "../lib/safe-text.js";
import { builtinModsDir, emptyHomeProblem, profileDir, profileProblem } from "../profile/paths.js";
import { parseArgs } from "./args.js";
import type { Context } from "./context.js";
import { VERSION_LINE } from "./version.js";
// The theme names are part of the flags' help (subcommands.ts): no Ink in them.
import { isThemeName, THEME_NAMES } from "../ui/theme-palettes.js";

// Each command's module is imported when that command runs (a chunk of its own in the bundle):
// `check` never parses Ink, React or the screens, and `--help` parses no command at all.

/** Runs one command line and returns the exit code; never calls process.exit itself. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = parseArgs(argv);
  if ("error" in args) {
    process.stderr.write(`rustkeep: ${printable(args.error)}\n`);
    return 2;
  }
  if (args.flags.has("help")) {
    const { commandUsage } = await import("./usage.js");
    process.stdout.write(`${await commandUsage(args.sub)}\n`);
    return 0;
  }
  if (args.flags.has("version")) {
    process.stdout.write(VERSION_LINE);
    return 0;
  }
  const value = (
    name: "home" | "seed" | "out" | "script" | "rolls" | "luck" | "load" | "runs" | "race" | "class" | "policy" | "theme" | "mod" | "floor",
  ) => {
    const v = args.flags.get(name);
    return typeof v === "string" ? v : undefined;
  };
  const empty = emptyHomeProblem(value("home"), env);
  if (empty) {
    process.stderr.write(`rustkeep: ${empty}\n`);
    return 2;
  }
  if (args.flags.has("mod") && args.flags.has("no-mods")) {
    process.stderr.write("rustkeep: --mod and --no-mods do not go together (--mod already leaves the profile's mods out)\n");
    return 2;
  }
  const ctx: Context = {
    ...(args.flags.has("no-mods") ? { select: {} } : {}),
    home: profileDir(value("home"), env),
    builtinMods: builtinModsDir(env),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    // Every line may quote a mod, a file or an argument: no control character goes out raw.
    out: (line) => process.stdout.write(`${printableLines(line)}\n`),
    backlog: () => (process.stdout.writableNeedDrain ? drained(process.stdout) : undefined),
    err: (text, newline = true) => process.stderr.write(newline ? `${printableLines(text)}\n` : printableLines(text)),
    status: (text) => process.stderr.write(`\r\x1b[2K${printable(text)}`),
  };
  // Every command but `schema --out`, `check --mod` and `mods pack` uses the profile: a profile that cannot be one is said once, here.
  const noProfile = (args.sub.name === "schema" && args.flags.has("out")) || args.flags.has("mod") || args.sub.name === "mods pack";
  const problem = noProfile ? undefined : profileProblem(ctx.home);
  if (problem) {
    ctx.err(problem);
    return 2;
  }
  // Required arguments and flags are there: parseArgs checked them against the subcommand.
  const [first] = args.positional;
  const json = args.flags.has("json");
  switch (args.sub.name) {
    case "check": {
      const mod = value("mod");
      if (mod !== undefined) return (await import("./check-mod.js")).runCheckMod(ctx, mod);
      return (await import("./check.js")).runCheck(ctx);
    }
    case "mods":
      return (await import("./mods.js")).runMods(ctx, json);
    case "mods pack": {
      // Loaded only to pack: the zip writer is no part of start-up.
      const { runPack } = await import("./pack.js");
      return runPack(ctx, first!);
    }
    case "list":
      return (await import("./list.js")).runList(ctx, first);
    case "schema":
      return (await import("./schema.js")).runSchema(ctx, value("out"));
    case "explain":
      return (await import("./explain.js")).runExplain(ctx, first!);
    case "floor":
      return (await import("./floor.js")).runFloor(ctx, first, value("seed") ?? "rustkeep", json);
    case "prefab":
      return (await import("./prefab.js")).runPrefab(ctx, first!, process.stdout.columns || 100);
    case "loot":
      return (await import("./loot.js")).runLoot(
        ctx,
        first!,
        { rolls: value("rolls"), luck: value("luck"), seed: value("seed") ?? "rustkeep" },
        process.stdout.isTTY ? process.stdout.columns || 80 : 80,
      );
    case "scores":
      return (await import("./scores.js")).runScores(ctx);
    case "run":
      return (await import("./run.js")).runScript(ctx, {
        seed: value("seed") ?? "rustkeep",
        script: value("script")!,
        json,
        load: value("load"),
        wizard: args.flags.has("wizard"),
        floor: value("floor"),
      });
    case "sim": {
      const jobs = args.flags.get("jobs");
      const sim = {
        runs: value("runs"),
        race: value("race"),
        class: value("class"),
        policy: value("policy"),
        jobs: typeof jobs === "string" ? jobs : undefined,
        seed: value("seed") ?? "rustkeep",
        json,
      };
      return (await import("./sim.js")).runSim(ctx, sim, process.stdout.isTTY ? Math.min(100, process.stdout.columns || 80) : 80);
    }
    default: {
      const theme = value("theme");
      if (theme !== undefined && !isThemeName(theme)) {
        const { unknownTheme } = await import("../profile/options-file.js");
        ctx.err(`rustkeep: ${unknownTheme(theme, THEME_NAMES)}`);
        return 2;
      }
      if (args.flags.has("floor") && !args.flags.has("wizard")) {
        ctx.err("rustkeep: --floor needs --wizard in play (a run that skips floors is a wizard run)");
        return 2;
      }
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
      return play(ctx, value("seed"), theme, {
        wizard: args.flags.has("wizard"),
        ...(value("floor") === undefined ? {} : { floor: value("floor")! }),
      });
    }
  }
}

/** Resolves when `stream` has drained, or closed (a reader gone: nothing will drain it). */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}
