import { render } from "ink";
import { randomInt } from "node:crypto";
import { buildFloor } from "../gen/build-floor.js";
import { firstLine } from "../lib/errors.js";
import { printableLines } from "../lib/safe-text.js";
import { readScores } from "../loader/high-scores.js";
import { App } from "../ui/App.js";
import { keysLine } from "../ui/keys-file.js";
import { setBindings } from "../ui/keymap.js";
import type { Context } from "./context.js";
import { readKeysFile } from "./keys.js";
import { loadOrReport, loadSummary } from "./load-or-report.js";
import { runEndedIn } from "./run-ended.js";
import { ProfileSaves } from "./save-hooks.js";
import { GameTerminal } from "./terminal.js";

/**
 * `rustkeep`: play (the caller has checked for a terminal). The terminal is left as it was
 * found on every way out: quit, a render crash, an uncaught error, a signal (see
 * `GameTerminal`). A crash prints its error after the terminal is back and exits 1.
 */
export async function play(ctx: Context, seed: string | undefined): Promise<number> {
  const load = loadOrReport(ctx);
  if (!load) return 1;

  // Bad keys.toml lines are said on the title; what they could not rebind keeps its default.
  const keys = readKeysFile(ctx.home);
  setBindings(keys.bindings);
  const keysProblem = keysLine(keys.problems);

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
  terminal.install(() => saves.saveLive());

  terminal.enter();
  const app = (
    <App
      registries={load.registries}
      load={{ ...loadSummary(load), ...(keysProblem ? { keys: keysProblem } : {}) }}
      seed={seed ?? freshSeed}
      buildFloor={buildFloor}
      scores={readScores(ctx.home)}
      runEnded={runEndedIn(ctx.home, () => new Date())}
      saves={saves}
    />
  );
  // A test hook: the terminal test proves a render crash still leaves the terminal usable.
  const root = process.env["RUSTKEEP_CRASH_TEST"] === "render" ? <CrashOnRender /> : app;
  const instance = render(terminal.wrap(root), { exitOnCtrlC: false, patchConsole: false });
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
