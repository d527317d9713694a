import { render } from "ink";
import { buildFloor } from "../gen/build-floor.js";
import { firstLine } from "../lib/errors.js";
import { App } from "../ui/App.js";
import type { Context } from "./context.js";
import { logShown } from "../loader/load.js";
import { loadOrReport } from "./load-or-report.js";

const ENTER_ALT = "\x1b[?1049h\x1b[H";
const LEAVE_ALT = "\x1b[?25h\x1b[?1049l";

/**
 * `rustkeep`: play (the caller has checked for a terminal). Ink 6 has no alternate-screen option, so the buffer is entered and
 * left here by hand, and left on every way out: quit, a render crash, an uncaught
 * error, a signal. A crash prints its error after the terminal is back and exits 1.
 */
export async function play(ctx: Context, seed: string | undefined): Promise<number> {
  const load = loadOrReport(ctx);
  if (!load) return 1;

  let inAlt = true;
  const leave = () => {
    if (!inAlt) return;
    inAlt = false;
    process.stdout.write(LEAVE_ALT);
  };
  const crash = (err: unknown) => {
    leave();
    process.stderr.write(`rustkeep crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  };
  process.on("exit", leave);
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
  for (const signal of ["SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      leave();
      process.exit(1);
    });
  }

  process.stdout.write(ENTER_ALT);
  const app = (
    <App
      registries={load.registries}
      load={{ warnings: load.warnings.length, logPath: logShown(load) }}
      seed={seed ?? String(Date.now() % 1_000_000_000)}
      buildFloor={buildFloor}
    />
  );
  // A test hook: the terminal test proves a render crash still leaves the terminal usable.
  const root = process.env["RUSTKEEP_CRASH_TEST"] === "render" ? <CrashOnRender /> : app;
  const instance = render(root, { exitOnCtrlC: false, patchConsole: false });
  try {
    await instance.waitUntilExit();
  } catch (err) {
    leave();
    ctx.err(`rustkeep crashed: ${err instanceof Error ? (err.stack ?? err.message) : firstLine(err)}`);
    return 1;
  }
  leave();
  return 0;
}

function CrashOnRender(): never {
  throw new Error("crash test: a render error on purpose");
}
