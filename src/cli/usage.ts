import { COMMON_FLAGS, FLAGS, placeholder, PLAY, SHORT_FLAGS, SUBCOMMANDS, type FlagName, type Subcommand } from "./subcommands.js";
import { maxOf } from "../lib/arrays.js";

const ID_NOTE = [
  "Every command carried out is a turn: equipping, using an item and picking up",
  "too, like a step. A refused one costs nothing and says why.",
  "Wizard lines (give, spawn, set; only with --wizard) pass no time.",
  "An id may leave out its mod (human for core:human)",
  "when only one loaded mod defines that name. An item is named by its uid",
  "(a number; see --json) or its item id: the first one the hero has.",
];

/** A left cell longer than this gets a line of its own, with its text below. */
const LEFT_MAX = 30;

/** Two columns: each left cell padded to the widest, continuation lines indented under the right one. */
function columns(rows: readonly (readonly [string, string])[], indent = "  "): string[] {
  const width = maxOf(rows.map(([left]) => left.length).filter((n) => n <= LEFT_MAX)) + 2;
  const pad = indent + " ".repeat(width);
  return rows.flatMap(([left, right]) => {
    const [first, ...more] = right.split("\n");
    const head = left.length > LEFT_MAX ? [`${indent}${left}`, `${pad}${first}`] : [`${indent}${left.padEnd(width)}${first}`];
    return [...head, ...more.map((m) => `${pad}${m}`)];
  });
}

function flagRows(names: readonly FlagName[]): [string, string][] {
  const shortOf = (name: FlagName) => [...SHORT_FLAGS].find(([, long]) => long === name)?.[0];
  return names.map((name) => {
    const value = placeholder(name);
    const short = shortOf(name);
    return [`--${name}${value ? ` ${value}` : ""}${short ? `, ${short}` : ""}`, FLAGS[name].help];
  });
}

/** `rustkeep --help`: every subcommand and the flags they all take. */
function usage(): string {
  const rows = [PLAY, ...SUBCOMMANDS].map((s): [string, string] => [`rustkeep ${s.usage}`, s.summary]);
  return [
    "rustkeep — a moddable terminal roguelike",
    "",
    "Usage:",
    ...columns(rows),
    "",
    "Options (every command; `rustkeep COMMAND --help` lists its own):",
    ...columns(flagRows(COMMON_FLAGS)),
  ].join("\n");
}

/** `rustkeep COMMAND --help`: its usage, what it does, its flags, and what else it needs explaining. */
export async function commandUsage(sub: Subcommand): Promise<string> {
  if (sub === PLAY) return usage();
  // The script lines are the game's commands: only `run --help` loads them.
  const details =
    sub.name === "run"
      ? [
          "",
          "Script lines (one a line, the first a create; # starts a comment):",
          ...columns((await import("./run.js")).scriptLines()),
          "",
          ...ID_NOTE,
        ]
      : [];
  return [
    `Usage: rustkeep ${sub.usage}`,
    "",
    ...sub.summary.split("\n"),
    ...details,
    "",
    "Options:",
    ...columns(flagRows([...sub.flags, ...COMMON_FLAGS])),
  ].join("\n");
}
