import { POLICIES } from "../sim/policies.js";
import { THEME_NAMES } from "../ui/theme-palettes.js";

/** A `--flag`: what it holds (a placeholder like `S` when it takes a value) and what it does. */
interface FlagSpec {
  readonly value?: string;
  readonly help: string;
}

export const FLAGS = {
  home: { value: "DIR", help: "profile folder (default: RUSTKEEP_HOME, else your data folder)" },
  seed: { value: "S", help: "the seed (floor, run, loot: default rustkeep; play: a new one)" },
  rolls: { value: "N", help: "how many times to draw the table (1 to 100,000; default 1,000)" },
  luck: { value: "L", help: "the hero's luck, for luck's extra draws (default 0)" },
  out: { value: "DIR", help: "folder to write into (default: <profile>/schema)" },
  script: { value: "FILE", help: "the script to play (required)" },
  load: { value: "FILE", help: "start from this save instead of a create line" },
  runs: { value: "N", help: "how many runs to play (1 to 100,000; default 100)" },
  race: { value: "R", help: "play only this race (an option id)" },
  class: { value: "C", help: "play only this class (an option id)" },
  jobs: { value: "N", help: "worker threads to play in (1 to 64; default: one per core); the report is the same" },
  policy: { value: "P", help: `how the bot plays: ${POLICIES.map((p) => p.name).join(", ")} (default ${POLICIES[0]!.name})` },
  theme: { value: "NAME", help: `colours: ${THEME_NAMES.join(", ")} (remembered in the profile)` },
  mod: { value: "DIR", help: "check this one mod folder, with what it depends on, in a throw-away profile" },
  "no-mods": { help: "safe mode: core alone; the profile's mods and load order are ignored (and left as they are)" },
  wizard: { help: "wizard mode: give, spawn and set lines; the run is marked and never a best run" },
  floor: { value: "N", help: "start on floor N (play: with --wizard)" },
  json: { help: "print JSON instead of text" },
  help: { help: "this text" },
  version: { help: "the version" },
} as const satisfies Record<string, FlagSpec>;
export type FlagName = keyof typeof FLAGS;

/** The placeholder of a flag that takes a value (`S` for `--seed S`); undefined for a switch. */
export function placeholder(name: FlagName): string | undefined {
  const spec: FlagSpec = FLAGS[name];
  return spec.value;
}

/** Flags every subcommand takes. */
export const COMMON_FLAGS: readonly FlagName[] = ["home", "help", "version"];

/** Short spellings of flags. */
export const SHORT_FLAGS: ReadonlyMap<string, FlagName> = new Map([
  ["-h", "help"],
  ["-v", "version"],
]);

/** One subcommand's command line: its flags (besides the common ones) and positional arguments. */
export interface Subcommand {
  readonly name: string;
  /** `rustkeep floor N [--seed S] [--json]` without the `rustkeep `. */
  readonly usage: string;
  readonly summary: string;
  readonly flags: readonly FlagName[];
  /** Those of `flags` it cannot do without. */
  readonly needs?: readonly FlagName[];
  /** Positional arguments: the required ones first, then the optional ones. */
  readonly args: { readonly required: readonly string[]; readonly optional?: readonly string[] };
}

/** `rustkeep` with no subcommand: play. */
export const PLAY: Subcommand = {
  name: "play",
  usage: "[--seed S] [--theme NAME] [--no-mods] [--wizard [--floor N]]",
  summary: `play (needs a terminal)\n--theme: ${THEME_NAMES.join(", ")}`,
  flags: ["seed", "theme", "no-mods", "wizard", "floor"],
  args: { required: [] },
};

/** Every subcommand, in the order `rustkeep --help` lists them. */
export const SUBCOMMANDS: readonly Subcommand[] = [
  {
    name: "check",
    usage: "check [--mod DIR] [--no-mods]",
    summary:
      "load every mod, print each warning and a summary\n--mod DIR: that mod alone (with what it depends on, found\nbuilt in or beside it), the profile untouched\nexit 0 clean, 1 with warnings, 2 a hard error",
    flags: ["mod", "no-mods"],
    args: { required: [] },
  },
  {
    name: "mods",
    usage: "mods [--json]",
    summary:
      "every mod found, in load order: id, name, version,\nfolder, enabled, depends (each asked → got),\nentries; then each folder that is no mod, with why",
    flags: ["json"],
    args: { required: [] },
  },
  {
    name: "mods pack",
    usage: "mods pack DIR",
    summary:
      "check the mod folder DIR as check --mod does, then pack\nits TOML and .js files into ID-VERSION.zip in the\ncurrent folder: refused on a hard error (exit 2), packed\nafter saying so with warnings (exit 1)",
    flags: [],
    args: { required: ["DIR"] },
  },
  {
    name: "list",
    usage: "list [TABLE]",
    summary: "each table with its count, or one table's ids",
    flags: [],
    args: { required: [], optional: ["TABLE"] },
  },
  {
    name: "schema",
    usage: "schema [--out DIR]",
    summary: "JSON Schema of every mod table, for editors",
    flags: ["out"],
    args: { required: [] },
  },
  {
    name: "explain",
    usage: "explain ID",
    summary:
      "where an entry comes from: who defined, overrode\nor extended it at which file:line, and what\nrefers to it; exit 2 for an unknown id",
    flags: [],
    args: { required: ["ID"] },
  },
  {
    name: "floor",
    usage: "floor N [--seed S] [--json]",
    summary: "floor N as run S meets it (ASCII, or JSON)",
    flags: ["seed", "json"],
    args: { required: ["N"] },
  },
  {
    name: "prefab",
    usage: "prefab ID",
    summary: "every orientation of a prefab, side by side",
    flags: [],
    args: { required: ["ID"] },
  },
  {
    name: "loot",
    usage: "loot TABLE [--rolls N] [--luck L] [--seed S]",
    summary: "draw a loot table N times: how often each outcome\ncame, as a bar chart (same seed, same chart)",
    flags: ["rolls", "luck", "seed"],
    args: { required: ["TABLE"] },
  },
  {
    name: "scores",
    usage: "scores",
    summary: "the best runs (the title's list, all ten)\nexit 1 when scores.toml cannot be used",
    flags: [],
    args: { required: [] },
  },
  {
    name: "run",
    usage: "run --script FILE [--seed S] [--load FILE] [--floor N] [--wizard] [--no-mods] [--json]",
    summary:
      "play a script of commands headless\n--json: one document {seed, outcomes, state}\nsave / load lines use the profile's save slot\n--wizard allows give, spawn and set lines",
    flags: ["script", "seed", "load", "floor", "wizard", "no-mods", "json"],
    needs: ["script"],
    args: { required: [] },
  },
  {
    name: "sim",
    usage: "sim [--runs N] [--race R] [--class C] [--seed S] [--policy P] [--jobs N] [--json]",
    summary:
      "a bot plays N whole runs (every race × class in turn):\nwin rate, where runs end, each floor, causes of death,\nbosses met, abilities used (same seed, same report)",
    flags: ["runs", "race", "class", "seed", "policy", "jobs", "json"],
    args: { required: [] },
  },
];

/** The subcommand called `name` (`play` for none), if there is one. */
export function subcommandNamed(name: string | undefined): Subcommand | undefined {
  return name === undefined ? PLAY : SUBCOMMANDS.find((s) => s.name === name);
}

/** The flags `sub` takes, common ones last. */
export function flagsOf(sub: Subcommand): FlagName[] {
  return [...sub.flags, ...COMMON_FLAGS];
}
