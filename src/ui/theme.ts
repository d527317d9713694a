import type { ColorName } from "../content/catalog.js";
import { PALETTES, type ThemeName } from "./theme-palettes.js";

/** Colours the UI itself uses, named by what they mean rather than how they look. */
export const UI_ROLES = [
  "wall",
  "floor",
  "door",
  "stairs",
  "pile",
  "hero",
  "title",
  "highlight",
  "dim",
  "good",
  "warning",
  "danger",
] as const;
export type UiRole = (typeof UI_ROLES)[number];

/** A mod colour name (`bright_red`) or a UI role (`wall`). */
export type ThemeColor = ColorName | UiRole;

/** Colour name → Ink colour string, or undefined when colour is off. */
export type Theme = (name: ThemeColor) => string | undefined;

/**
 * NO_COLOR (no-color.org): present and not empty means no colour. Read once at start-up;
 * chalk ignores it, which is why every colour goes through a theme.
 */
export const ENV_NO_COLOR = (process.env.NO_COLOR ?? "") !== "";

/**
 * The one theme function for the named palette; `noColor` wins over any palette and makes
 * every colour undefined (Ink then prints plain text).
 */
export function createTheme(noColor: boolean = ENV_NO_COLOR, name: ThemeName = "default"): Theme {
  if (noColor) return () => undefined;
  const { roles, mod } = PALETTES[name];
  return (color) => (Object.hasOwn(roles, color) ? roles[color as UiRole] : mod[color as ColorName]);
}
export { THEME_NAMES, type ThemeName } from "./theme-palettes.js";
