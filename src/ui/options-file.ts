import { printable } from "../lib/safe-text.js";
import { profileToml } from "./profile-toml.js";
import { isThemeName, THEME_NAMES, type ThemeName } from "./theme-palettes.js";

/** What the profile remembers between runs (options.toml). */
export interface Options {
  readonly theme: ThemeName;
}

export const DEFAULT_OPTIONS: Options = { theme: "default" };

/** The options an `options.toml` made, and one line per thing in it that could not be used. */
export interface OptionsFileResult {
  readonly options: Options;
  readonly problems: readonly string[];
}

/** `unknown theme "neon" (default, high-contrast, …)`: the words `--theme` and options.toml share. */
export function unknownTheme(name: string): string {
  return `unknown theme "${printable(name)}" (one of ${THEME_NAMES.join(", ")})`;
}

/**
 * Reads an `options.toml`. What cannot be used (not TOML, an unknown option, a theme that
 * does not exist) is said in one line and left at its default, so the game always starts.
 */
export function parseOptionsFile(text: string): OptionsFileResult {
  const doc = profileToml(text, "options.toml");
  if (typeof doc === "string") return { options: DEFAULT_OPTIONS, problems: [`${doc}; default options used`] };
  const problems: string[] = [];
  let theme = DEFAULT_OPTIONS.theme;
  for (const [name, value] of Object.entries(doc)) {
    if (name !== "theme") problems.push(`options.toml: "${printable(name)}" is not an option; ignored`);
    else if (typeof value !== "string") problems.push(`options.toml: theme must be a theme name in quotes; default theme used`);
    // Short, to fit the title at 80 columns: --theme's refusal and --help list the themes.
    else if (!isThemeName(value)) problems.push(`options.toml: unknown theme "${printable(value)}"; default theme used`);
    else theme = value;
  }
  return { options: { theme }, problems };
}

/** The text of an `options.toml` holding `options`. */
export function optionsText(options: Options): string {
  return `# rustkeep options (rustkeep --theme NAME sets the theme)\n# theme: ${THEME_NAMES.join(", ")}\ntheme = "${options.theme}"\n`;
}
