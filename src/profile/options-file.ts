import { printable } from "../lib/safe-text.js";
import { WriteProblem } from "./fs-problem.js";
import { profileToml } from "./profile-toml.js";
import { readProfileFile } from "./profile-file.js";
import { writeInProfile } from "./safe-write.js";

/** The profile's options file. */
const OPTIONS_FILE = "options.toml";

/** A few options are a few lines; anything far past that is not an options file. */
const OPTIONS_FILE_CAP = 16 * 1024;

/**
 * What the profile remembers between runs (options.toml). `Theme` is the UI's set of theme
 * names: the profile holds the file, the UI names the palettes and hands the list in.
 */
export interface Options<Theme extends string = string> {
  readonly theme: Theme;
  /** First-run hints on the first floor of a new profile. */
  readonly hints: boolean;
  /** Whether `q` asks "Quit?" first; off, it saves and quits at once. */
  readonly confirm_quit: boolean;
  /** Whether exploring picks up the currency and what `[balance] autopickup_tags` names (potions) from a pile it comes to. */
  readonly autopickup: boolean;
  /** The first-run hints already retired (each named by the input that retires it). */
  readonly hints_seen: readonly string[];
}

/** Every option at its default (the `default` theme is every UI's first). */
export const DEFAULT_OPTIONS: Options<"default"> = { theme: "default", hints: true, confirm_quit: true, autopickup: true, hints_seen: [] };

/** A hint name is a named input's: short ASCII; a longer or odder entry is no hint of ours. */
const HINT_NAME = /^[A-Za-z]{1,32}$/;
/** More names than there will ever be hints: a longer list is not one this game wrote. */
const MAX_HINTS_SEEN = 64;

/** The options an `options.toml` made, and one line per thing in it that could not be used. */
export interface OptionsFileResult<Theme extends string = string> {
  readonly options: Options<Theme>;
  readonly problems: readonly string[];
}

/** `unknown theme "neon" (default, high-contrast, …)`: the words `--theme` and options.toml share. */
export function unknownTheme(name: string, themes: readonly string[]): string {
  return `unknown theme "${printable(name)}" (one of ${themes.join(", ")})`;
}

type Field = { ok: true; value: unknown } | { ok: false; problem: string };

/** Each option's check (`themes`: the names a theme may have): the value to use, or the one line saying why the default is used. */
const fields = (themes: readonly string[]): { readonly [K in keyof Options]: (value: unknown) => Field } => ({
  theme: (v) =>
    typeof v !== "string"
      ? { ok: false, problem: "theme must be a theme name in quotes; default theme used" }
      : // Short, to fit the title at 80 columns: --theme's refusal and --help list the themes.
        themes.includes(v)
        ? { ok: true, value: v }
        : { ok: false, problem: `unknown theme "${printable(v)}"; default theme used` },
  hints: (v) => (typeof v === "boolean" ? { ok: true, value: v } : { ok: false, problem: "hints must be true or false; hints on" }),
  confirm_quit: (v) =>
    typeof v === "boolean" ? { ok: true, value: v } : { ok: false, problem: "confirm_quit must be true or false; quit asks first" },
  autopickup: (v) =>
    typeof v === "boolean" ? { ok: true, value: v } : { ok: false, problem: "autopickup must be true or false; autopickup on" },
  hints_seen: (v) =>
    Array.isArray(v) && v.length <= MAX_HINTS_SEEN && v.every((h) => typeof h === "string" && HINT_NAME.test(h))
      ? { ok: true, value: [...new Set(v as string[])] }
      : { ok: false, problem: "hints_seen must be a short list of hint names; hints start over" },
});

/**
 * Reads an `options.toml` whose theme is one of `themes`. What cannot be used (not TOML, an
 * unknown option, a value of the wrong type, a theme that does not exist) is said in one
 * line and left at its default, so the game always starts.
 */
export function parseOptionsFile<Theme extends string>(text: string, themes: readonly Theme[]): OptionsFileResult<Theme> {
  const doc = profileToml(text, OPTIONS_FILE);
  const defaults = DEFAULT_OPTIONS as Options<Theme>;
  if (typeof doc === "string") return { options: defaults, problems: [`${doc}; default options used`] };
  const checks = fields(themes);
  const problems: string[] = [];
  const options: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(doc)) {
    const check = Object.hasOwn(checks, name) ? checks[name as keyof Options] : undefined;
    const field = check?.(value);
    if (!field) problems.push(`options.toml: "${printable(name)}" is not an option; ignored`);
    else if (!field.ok) problems.push(`options.toml: ${field.problem}`);
    else options[name] = field.value;
  }
  return { options: options as unknown as Options<Theme>, problems };
}

/** The text of an `options.toml` holding `options`, each option with a comment saying what it does (`themes` listed). */
export function optionsText(options: Options, themes: readonly string[]): string {
  return [
    "# rustkeep options: set in the game's options screen (O) or here",
    `# theme: ${themes.join(", ")} (rustkeep --theme NAME sets it too)`,
    `theme = "${options.theme}"`,
    "# hints: a one-line hint for the next useful key on the first floor of a new profile",
    `hints = ${options.hints}`,
    "# confirm_quit: false makes q save and quit without asking",
    `confirm_quit = ${options.confirm_quit}`,
    "# autopickup: exploring (o) picks up gold and potions from a pile it comes to, never junk",
    `autopickup = ${options.autopickup}`,
    "# hints_seen: the hints already used (remove a name to see its hint again)",
    `hints_seen = [${options.hints_seen.map((h) => `"${h}"`).join(", ")}]`,
    "",
  ].join("\n");
}

/**
 * The profile's `options.toml`, read the profile-safe way (no pipe waited on, no link out
 * of the profile, at most {@link OPTIONS_FILE_CAP} bytes). No file: the defaults and no
 * problem. A file that cannot be read: the defaults and one line why.
 */
export function readOptionsFile<Theme extends string>(home: string, themes: readonly Theme[]): OptionsFileResult<Theme> {
  const file = { name: OPTIONS_FILE, cap: OPTIONS_FILE_CAP, usedNote: "default options used" };
  const defaults = DEFAULT_OPTIONS as Options<Theme>;
  const parse = (text: string) => parseOptionsFile(text, themes);
  return readProfileFile<OptionsFileResult<Theme>>(home, file, parse, (problems) => ({ options: defaults, problems }));
}

/** Writes `options` as the profile's `options.toml` (`themes` listed in its comment); a failure is one line to show, never a throw. */
export function writeOptionsFile(home: string, options: Options, themes: readonly string[]): string | undefined {
  try {
    writeInProfile(home, OPTIONS_FILE, optionsText(options, themes));
    return undefined;
  } catch (err) {
    if (err instanceof WriteProblem) return `${OPTIONS_FILE}: cannot save the options: ${err.message}`;
    throw err;
  }
}
