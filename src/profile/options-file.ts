import { printable } from "../lib/safe-text.js";
import { profileToml } from "./profile-toml.js";
import { isThemeName, THEME_NAMES, type ThemeName } from "../ui/theme-palettes.js";

/** What the profile remembers between runs (options.toml). */
export interface Options {
  readonly theme: ThemeName;
  /** First-run hints on the first floor of a new profile. */
  readonly hints: boolean;
  /** Whether `q` asks "Quit?" first; off, it saves and quits at once. */
  readonly confirm_quit: boolean;
  /** Whether exploring picks up the currency and what `[balance] autopickup_tags` names (potions) from a pile it comes to. */
  readonly autopickup: boolean;
  /** The first-run hints already retired (each named by the input that retires it). */
  readonly hints_seen: readonly string[];
}

export const DEFAULT_OPTIONS: Options = { theme: "default", hints: true, confirm_quit: true, autopickup: true, hints_seen: [] };

/** A hint name is a named input's: short ASCII; a longer or odder entry is no hint of ours. */
const HINT_NAME = /^[A-Za-z]{1,32}$/;
/** More names than there will ever be hints: a longer list is not one this game wrote. */
const MAX_HINTS_SEEN = 64;

/** The options an `options.toml` made, and one line per thing in it that could not be used. */
export interface OptionsFileResult {
  readonly options: Options;
  readonly problems: readonly string[];
}

/** `unknown theme "neon" (default, high-contrast, …)`: the words `--theme` and options.toml share. */
export function unknownTheme(name: string): string {
  return `unknown theme "${printable(name)}" (one of ${THEME_NAMES.join(", ")})`;
}

type Field = { ok: true; value: unknown } | { ok: false; problem: string };

/** Each option's check: the value to use, or the one line saying why the default is used. */
const FIELDS: { readonly [K in keyof Options]: (value: unknown) => Field } = {
  theme: (v) =>
    typeof v !== "string"
      ? { ok: false, problem: "theme must be a theme name in quotes; default theme used" }
      : // Short, to fit the title at 80 columns: --theme's refusal and --help list the themes.
        isThemeName(v)
        ? { ok: true, value: v }
        : { ok: false, problem: `unknown theme "${printable(v)}"; default theme used` },
  hints: (v) => (typeof v === "boolean" ? { ok: true, value: v } : { ok: false, problem: "hints must be true or false; hints on" }),
  confirm_quit: (v) => (typeof v === "boolean" ? { ok: true, value: v } : { ok: false, problem: "confirm_quit must be true or false; quit asks first" }),
  autopickup: (v) => (typeof v === "boolean" ? { ok: true, value: v } : { ok: false, problem: "autopickup must be true or false; autopickup on" }),
  hints_seen: (v) =>
    Array.isArray(v) && v.length <= MAX_HINTS_SEEN && v.every((h) => typeof h === "string" && HINT_NAME.test(h))
      ? { ok: true, value: [...new Set(v as string[])] }
      : { ok: false, problem: "hints_seen must be a short list of hint names; hints start over" },
};

/**
 * Reads an `options.toml`. What cannot be used (not TOML, an unknown option, a value of the
 * wrong type, a theme that does not exist) is said in one line and left at its default, so
 * the game always starts.
 */
export function parseOptionsFile(text: string): OptionsFileResult {
  const doc = profileToml(text, "options.toml");
  if (typeof doc === "string") return { options: DEFAULT_OPTIONS, problems: [`${doc}; default options used`] };
  const problems: string[] = [];
  const options: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const [name, value] of Object.entries(doc)) {
    const check = Object.hasOwn(FIELDS, name) ? FIELDS[name as keyof Options] : undefined;
    const field = check?.(value);
    if (!field) problems.push(`options.toml: "${printable(name)}" is not an option; ignored`);
    else if (!field.ok) problems.push(`options.toml: ${field.problem}`);
    else options[name] = field.value;
  }
  return { options: options as unknown as Options, problems };
}

/** The text of an `options.toml` holding `options`, each option with a comment saying what it does. */
export function optionsText(options: Options): string {
  return [
    "# rustkeep options: set in the game's options screen (O) or here",
    `# theme: ${THEME_NAMES.join(", ")} (rustkeep --theme NAME sets it too)`,
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
