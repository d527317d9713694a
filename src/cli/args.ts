/** Parsed command line: a subcommand, its positional arguments and `--flag value` options. */
export interface Args {
  readonly command: string | undefined;
  readonly positional: readonly string[];
  readonly flags: ReadonlyMap<string, string | true>;
}

/** Flags that take a value; every other `--flag` is a switch. */
const VALUED = new Set(["home", "seed", "out", "script"]);

export function parseArgs(argv: readonly string[]): Args | { error: string } {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "-h") flags.set("help", true);
    else if (arg === "-v") flags.set("version", true);
    else if (arg.startsWith("--")) {
      const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
      if (VALUED.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined) return { error: `--${name} needs a value` };
        flags.set(name, value);
      } else flags.set(name, true);
    } else positional.push(arg);
  }
  const [command, ...rest] = positional;
  return { command, positional: rest, flags };
}

export const USAGE = `rustkeep — a moddable terminal roguelike

Usage:
  rustkeep [--seed S]          play (needs a terminal)
  rustkeep check               load every mod, print each warning and a summary
                               exit 0 clean, 1 loaded with warnings, 2 hard error
  rustkeep schema [--out DIR]  write the JSON Schema of every mod table (for editors)
  rustkeep floor N [--seed S] [--json]
                               floor N as run S meets it (ASCII, or JSON)
  rustkeep prefab ID           every orientation of a prefab, side by side
  rustkeep run --script FILE [--seed S] [--json]
                               play a script of commands headless, one per line:
                               create <option ids…> [name=N], move <dir>, rest;
                               --json prints the final state

Options:
  --home DIR     profile folder (default: RUSTKEEP_HOME, else your data folder)
  --seed S       seed for a new run
  --help, -h     this text
  --version, -v  the version`;
