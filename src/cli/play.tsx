// First: hides `fetch` while Ink loads yoga (see the module); put back below, once the imports ran.
import { restoreFetch } from "./yoga-without-fetch.js";
import { render } from "ink";
import { randomInt } from "node:crypto";
import { buildFloor } from "../gen/build-floor.js";
import { firstLine } from "../lib/errors.js";
import { printableLines } from "../lib/safe-text.js";
import { readScores } from "../profile/high-scores.js";
import { takeProfileLock } from "../profile/profile-lock.js";
import { App } from "../ui/App.js";
import { defaultKeys, keysLine, mergeKeysFile } from "../ui/keys-file.js";
import { BindingsContext } from "../ui/hooks/use-bindings.js";
import { THEME_NAMES, type ThemeName } from "../ui/theme-palettes.js";
import type { Options } from "../ui/options.js";
import type { Context } from "./context.js";
import { readKeysFile } from "../profile/keys-file.js";
import { readOptionsFile, writeOptionsFile } from "../profile/options-file.js";
import { loadOrReport, loadSummary } from "./load-or-report.js";
import { runEndedIn } from "./run-ended.js";
import { readMemory } from "../profile/memory-file.js";
import { readOnlyLine } from "../profile/read-only.js";
import { headerOf } from "../save/resume.js";
import { VERSION } from "./version.js";
import { ProfileSaves } from "./save-hooks.js";
import { GameTerminal } from "./terminal.js";
import { floorFlag } from "./floor-flag.js";

restoreFetch();

/** What `--wizard [--floor N]` asks of the runs this launch starts (`floor` as typed, checked once the mods are loaded). */
export interface Sandbox {
  readonly wizard?: boolean;
  readonly floor?: string;
}

/**
 * `rustkeep`: play (the caller has checked for a terminal). The terminal is left as it was
 * found on every way out: quit, a render crash, an uncaught error, a signal (see
 * `GameTerminal`). A crash prints its error after the terminal is back and exits 1.
 */
export async function play(ctx: Context, seed: string | undefined, themeFlag?: ThemeName, sandbox: Sandbox = {}): Promise<number> {
  // One game at a time per profile, taken before the load (which heals load_order.toml) and
  // released on every way out, a crash and a signal too (process exit).
  const lock = takeProfileLock(ctx.home);
  if (!lock.ok) {
    ctx.err(`rustkeep: ${lock.line}`);
    return 1;
  }
  const load = await loadOrReport(ctx);
  if (!load) return 1;
  const floor = sandbox.floor === undefined ? undefined : floorFlag(load.registries, sandbox.floor);
  if (typeof floor === "object") {
    ctx.err(`rustkeep: ${floor.error}`);
    return 2;
  }
  const start = floor === undefined ? {} : { floor };
  const newRun = sandbox.wizard ? { wizard: true, ...start } : undefined;
  const launch = { ...(ctx.select ? { safeMode: true } : {}), ...(newRun ? { wizard: start } : {}) };

  // Bad keys.toml lines are said on the title; what they could not rebind keeps its default.
  const keys = readKeysFile(ctx.home, (text) => mergeKeysFile(text), defaultKeys);
  const keysProblem = keysLine(keys.problems);
  const options = rememberTheme(ctx.home, themeFlag);
  // A memory.toml that cannot be used is one line on the title, and is never written over.
  const memory = readMemory(ctx.home);
  const readOnly = readOnlyLine(ctx.home);

  const terminal = new GameTerminal();
  const leave = () => terminal.leave();
  const crash = (err: unknown) => {
    leave();
    process.stderr.write(`rustkeep crashed: ${printableLines(err instanceof Error ? (err.stack ?? err.message) : String(err))}\n`);
    process.exit(1);
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
  const saves = new ProfileSaves(ctx.home, load);
  // A closed window (SIGHUP) or a kill (SIGTERM) keeps the run, as a quit does.
  // The UI is unmounted first: a frame still due (a burst hands its rest to a continuation)
  // would otherwise be written after the screen is left, over the shell's lines.
  let instance: ReturnType<typeof render> | undefined;
  terminal.install(() => {
    try {
      instance?.unmount();
    } finally {
      saves.saveLive();
    }
  });

  terminal.enter();
  const app = (
    <App
      registries={load.registries}
      load={{
        ...loadSummary(load),
        ...launch,
        ...(keysProblem ? { keys: keysProblem } : {}),
        ...(options.problem ? { options: options.problem } : {}),
        ...(memory.problem ? { memory: memory.problem } : {}),
        ...(lock.said ? { lock: lock.said } : {}),
        ...(readOnly ? { readOnly } : {}),
      }}
      theme={options.theme}
      options={options.options}
      saveOptions={(chosen) => writeOptionsFile(ctx.home, chosen, THEME_NAMES)}
      seed={seed ?? freshSeed}
      buildFloor={buildFloor}
      {...(load.scripts ? { scripts: load.scripts } : {})}
      scores={readScores(ctx.home)}
      memory={memory.memory}
      readScores={() => readScores(ctx.home)}
      runEnded={runEndedIn(ctx.home, () => new Date(), load.registries, { version: VERSION, mods: headerOf(load, VERSION).mods })}
      saves={saves}
      {...(newRun ? { newRun } : {})}
    />
  );
  // A test hook: the terminal test proves a render crash still leaves the terminal usable.
  const root = process.env["RUSTKEEP_CRASH_TEST"] === "render" ? <CrashOnRender /> : app;
  // The key map reaches the App and the terminal's Ctrl+Z alike (the theme is the App's own).
  const keyed = <BindingsContext.Provider value={keys.bindings}>{terminal.wrap(root)}</BindingsContext.Provider>;
  // Ink's incremental output stays off: in tmux it left stale cells on the screen (bench/pty-frames.bench.ts
  // measures it; the env variable is there to measure it, not to play with).
  const incrementalRendering = process.env["RUSTKEEP_INK_INCREMENTAL"] === "1";
  instance = render(keyed, { exitOnCtrlC: false, patchConsole: false, incrementalRendering });
  try {
    await instance.waitUntilExit();
  } catch (err) {
    leave();
    ctx.err(`rustkeep crashed: ${err instanceof Error ? (err.stack ?? err.message) : firstLine(err)}`);
    return 1;
  }
  leave();
  if (saves.problem) ctx.err(saves.problem);
  return 0;
}

/**
 * A new run's seed when no `--seed` was given: the one place the outside world picks a
 * dungeon. Short digits, so the player can read it off the screen and type it back.
 */
function freshSeed(): string {
  return String(randomInt(1_000_000_000));
}

function CrashOnRender(): never {
  throw new Error("crash test: a render error on purpose");
}

/**
 * The theme to play in: `--theme` when given (and then remembered in options.toml), else the
 * profile's. A bad options.toml or a failed write is one line on the title; the game starts anyway.
 */
function rememberTheme(home: string, flag: ThemeName | undefined): { theme: ThemeName; options: Options; problem?: string } {
  const read = readOptionsFile(home, THEME_NAMES);
  const problems = [...read.problems];
  if (flag !== undefined && flag !== read.options.theme) {
    const failed = writeOptionsFile(home, { ...read.options, theme: flag }, THEME_NAMES);
    if (failed) problems.push(failed);
  }
  const problem = keysLine(problems);
  const theme = flag ?? read.options.theme;
  return { theme, options: { ...read.options, theme }, ...(problem ? { problem } : {}) };
}
