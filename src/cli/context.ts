import type { ModSelection } from "../loader/select.js";

/**
 * What a subcommand needs from the process: resolved paths and the two output streams.
 * `out` and `err` show control characters escaped (they print text from mods, files and
 * arguments); `status` is the one writer of the program's own terminal codes.
 */
export interface Context {
  readonly home: string;
  readonly builtinMods: string;
  /** Chosen mods instead of the profile's (`--no-mods`, `check --mod`). */
  readonly select?: ModSelection;
  readonly stdoutIsTTY: boolean;
  readonly stderrIsTTY: boolean;
  readonly out: (line: string) => void;
  readonly err: (text: string, newline?: boolean) => void;
  /**
   * A promise while what `out` wrote still waits to leave (the reader is slower than the
   * writer), else undefined. A long stream awaits it: a pipe's backlog stays in memory.
   */
  readonly backlog?: () => Promise<void> | undefined;
  /** Replaces the transient progress line on a terminal's stderr; "" clears it. */
  readonly status: (text: string) => void;
}
