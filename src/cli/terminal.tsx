import { Box, useApp, useInput } from "ink";
import { Component, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useBindings } from "../ui/hooks/use-bindings.js";
import { toInput } from "../ui/keymap.js";

const ENTER_ALT = "\x1b[?1049h\x1b[H";
const HIDE_CURSOR = "\x1b[?25l";
const LEAVE_ALT = "\x1b[?25h\x1b[?1049l";

/** Signals that end the game, and the exit code of each: the shell's 128 + the signal's number. */
const ENDING_SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGQUIT: 131, SIGTERM: 143 } as const;

/** Whether the game is drawn blank for a moment (see `Redrawable`). */
class BlankStore {
  #blank = false;
  #listeners = new Set<() => void>();
  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
  readonly get = () => this.#blank;
  set(blank: boolean): void {
    this.#blank = blank;
    for (const l of this.#listeners) l();
  }
}

/**
 * The terminal the game plays in: the alternate screen, entered and left by hand (Ink 6
 * has no option for it), raw mode, and the signals. Every way out (quit, a crash, any
 * ending signal) leaves the terminal as it was found; Ctrl+Z (or SIGTSTP) leaves it too,
 * stops the process, and on SIGCONT takes the screen back and redraws.
 */
export class GameTerminal {
  #inAlt = false;
  readonly #blank = new BlankStore();
  readonly #onStop = () => this.suspend();
  readonly #onCont = () => this.#resume();

  constructor(
    private readonly stdin: NodeJS.ReadStream = process.stdin,
    private readonly stdout: NodeJS.WriteStream = process.stdout,
  ) {}

  enter(): void {
    this.stdout.write(ENTER_ALT);
    this.#inAlt = true;
  }

  /** Back to the normal screen, cursor shown, raw mode off; safe to call twice. */
  leave(): void {
    if (!this.#inAlt) return;
    this.#inAlt = false;
    if (this.stdin.isTTY && this.stdin.isRaw) this.stdin.setRawMode(false);
    this.stdout.write(LEAVE_ALT);
  }

  /**
   * Installs the signal handlers. `end` runs on an ending signal after the terminal is
   * back (the place a save will go); then the process exits with the signal's code.
   */
  install(end: () => void = () => {}): void {
    for (const [signal, code] of Object.entries(ENDING_SIGNALS)) {
      process.on(signal, () => {
        // `end` first (it may unmount the UI, whose last frame must land on the game's screen,
        // not on the shell's after the screen is left), then the terminal back, whatever `end` did.
        try {
          end();
        } finally {
          this.leave();
          process.exit(code);
        }
      });
    }
    process.on("exit", () => this.leave());
    // Windows has no job control: there is nothing to suspend to.
    if (process.platform === "win32") return;
    process.on("SIGTSTP", this.#onStop);
    process.on("SIGCONT", this.#onCont);
  }

  /** Hands the terminal to the shell and stops for real (the default action of SIGTSTP). */
  readonly suspend = (): void => {
    if (process.platform === "win32") return;
    this.leave();
    // With a listener installed SIGTSTP no longer stops the process: take it off, stop, and put it back on SIGCONT.
    process.off("SIGTSTP", this.#onStop);
    process.kill(process.pid, "SIGTSTP");
  };

  #resume(): void {
    if (!process.listeners("SIGTSTP").includes(this.#onStop)) process.on("SIGTSTP", this.#onStop);
    if (this.#inAlt) return;
    this.enter();
    this.stdout.write(HIDE_CURSOR);
    if (this.stdin.isTTY) this.stdin.setRawMode(true);
    // The alternate screen comes back empty, and Ink skips a frame it has drawn before:
    // one blank frame, then the game's, makes it draw the whole screen again.
    this.#blank.set(true);
    setTimeout(() => this.#blank.set(false), 50);
  }

  /** The game, wrapped so it can be redrawn on resume and so Ctrl+Z suspends. */
  wrap(node: ReactNode): ReactNode {
    return (
      <CrashExit>
        <Redrawable blank={this.#blank} suspend={this.suspend}>
          {node}
        </Redrawable>
      </CrashExit>
    );
  }
}

function Redrawable(props: { blank: BlankStore; suspend: () => void; children: ReactNode }) {
  const blank = useSyncExternalStore(props.blank.subscribe, props.blank.get);
  const bindings = useBindings();
  useInput((input, key) => {
    if (toInput(input, key, "keys", bindings) === "suspend") props.suspend();
  });
  // Hidden, not unmounted: the game keeps its state.
  return (
    <Box flexDirection="column" display={blank ? "none" : "flex"}>
      {props.children}
    </Box>
  );
}

/**
 * A render error ends the game at once with that error (the caller restores the terminal and
 * prints it). Ink's own overview would draw a code excerpt of the minified bundle first: lines
 * of thousands of characters, seconds to lay out, and nothing a player can use.
 */
class CrashExit extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  override render(): ReactNode {
    return this.state.error ? <ExitWith error={this.state.error} /> : this.props.children;
  }
}

function ExitWith(props: { error: Error }): null {
  const { exit } = useApp();
  useEffect(() => exit(props.error), [exit, props.error]);
  return null;
}
