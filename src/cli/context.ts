/** What a subcommand needs from the process: resolved paths and the two output streams. */
export interface Context {
  readonly home: string;
  readonly builtinMods: string;
  readonly stdoutIsTTY: boolean;
  readonly stderrIsTTY: boolean;
  readonly out: (line: string) => void;
  readonly err: (text: string, newline?: boolean) => void;
}
