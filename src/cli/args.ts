import { closest } from "../lib/did-you-mean.js";
import { FLAGS, flagsOf, placeholder, SHORT_FLAGS, subcommandNamed, SUBCOMMANDS, type FlagName, type Subcommand } from "./subcommands.js";

/** A parsed command line: the subcommand, its positional arguments and its `--flag value` options. */
export interface Args {
  /** The subcommand as typed; undefined for none (play). */
  readonly command: string | undefined;
  readonly sub: Subcommand;
  readonly positional: readonly string[];
  readonly flags: ReadonlyMap<FlagName, string | true>;
}

const isFlagName = (name: string): name is FlagName => Object.hasOwn(FLAGS, name);
// `--seed -5` is a value; `--script --json` and `--script -h` are a missing value.
const looksLikeFlag = (word: string) => word.startsWith("--") || /^-[a-zA-Z]/.test(word);

/**
 * Parses argv and checks it against the subcommand's flags and arguments. Everything a
 * user can get wrong (an unknown flag or one of another subcommand, a missing value, a
 * stray argument, an unknown subcommand) is one line saying so: the caller exits 2.
 */
export function parseArgs(argv: readonly string[]): Args | { error: string } {
  const words: string[] = [];
  const typed: { name: string; value: string | undefined; needsValue: boolean }[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const short = SHORT_FLAGS.get(arg);
    if (short) typed.push({ name: short, value: undefined, needsValue: false });
    else if (arg.startsWith("--") && arg.length > 2) {
      const eq = arg.indexOf("=");
      const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      const needsValue = isFlagName(name) && placeholder(name) !== undefined;
      let value = eq === -1 ? undefined : arg.slice(eq + 1);
      if (needsValue && value === undefined && i + 1 < argv.length && !looksLikeFlag(argv[i + 1]!)) value = argv[++i];
      typed.push({ name, value, needsValue });
    } else if (looksLikeFlag(arg)) return { error: `unknown flag ${arg} (rustkeep --help lists the flags)` };
    else words.push(arg);
  }
  // `mods pack DIR`: a subcommand of two words takes the second word from the arguments.
  const two = words.length > 1 && subcommandNamed(`${words[0]} ${words[1]}`) !== undefined;
  const command = two ? `${words[0]} ${words[1]}` : words[0];
  const positional = words.slice(two ? 2 : 1);
  const sub = subcommandNamed(command);
  if (!sub) {
    // `rustkeep --sed 5` took 5 for the command: the flag is the mistake to name.
    const unknown = typed.find((t) => !isFlagName(t.name));
    if (unknown) return { error: unknownFlag(unknown.name, Object.keys(FLAGS), "rustkeep --help") };
    const near = closest(
      command!,
      SUBCOMMANDS.map((s) => s.name),
    );
    return { error: `unknown command "${command}"${near ? ` (did you mean "${near}"?)` : " (rustkeep --help lists the commands)"}` };
  }
  const flags = new Map<FlagName, string | true>();
  for (const { name, value, needsValue } of typed) {
    const problem = flagProblem(sub, name, value, needsValue) ?? (flags.has(name as FlagName) ? `--${name} is given twice` : undefined);
    if (problem) return { error: problem };
    flags.set(name as FlagName, value ?? true);
  }
  // Asking for help is never wrong: the arguments need not be complete.
  if (!flags.has("help") && !flags.has("version")) {
    const problem = argumentProblem(sub, positional, flags);
    if (problem) return { error: problem };
  }
  return { command, sub, positional, flags };
}

function flagProblem(sub: Subcommand, name: string, value: string | undefined, needsValue: boolean): string | undefined {
  const mine = flagsOf(sub);
  if (!(mine as string[]).includes(name)) {
    const owners = [...SUBCOMMANDS, subcommandNamed(undefined)!].filter((s) => (s.flags as string[]).includes(name)).map((s) => s.name);
    if (owners.length) return `unknown flag --${name} for ${sub.name} (${listed(owners)} ${owners.length === 1 ? "takes" : "take"} it)`;
    return unknownFlag(name, mine, helpOf(sub));
  }
  if (needsValue && !value) return `--${name} needs a value: --${name} ${placeholder(name as FlagName)}`;
  if (!needsValue && value !== undefined) return `--${name} takes no value`;
  return undefined;
}

function unknownFlag(name: string, known: readonly string[], help: string): string {
  const near = closest(name, known);
  return `unknown flag --${name}${near ? ` (did you mean --${near}?)` : ` (${help} lists the flags)`}`;
}

function argumentProblem(sub: Subcommand, positional: readonly string[], flags: ReadonlyMap<FlagName, unknown>): string | undefined {
  const missing = (sub.needs ?? []).filter((f) => !flags.has(f)).map((f) => `--${f} ${placeholder(f) ?? ""}`.trimEnd());
  if (missing.length) return `${sub.name} needs ${listed(missing)} (${helpOf(sub)} says more)`;
  const { required, optional = [] } = sub.args;
  if (positional.length < required.length) {
    return `${sub.name} needs ${listed(required.slice(positional.length))} (usage: rustkeep ${sub.usage})`;
  }
  const extra = positional.slice(required.length + optional.length);
  if (extra.length) {
    const takes =
      required.length + optional.length === 0 ? "takes no arguments" : `takes ${[...required, ...optional.map((o) => `[${o}]`)].join(" ")}`;
    return `${sub.name} ${takes}, not "${extra.join(" ")}" (usage: rustkeep ${sub.usage})`;
  }
  return undefined;
}

const helpOf = (sub: Subcommand) => (sub.name === "play" ? "rustkeep --help" : `rustkeep ${sub.name} --help`);

function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
