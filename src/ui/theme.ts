import { COLORS, type ColorName } from "../content/catalog.js";

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

// Mod colours are chalk's names; `bright_x` is chalk's `xBright`.
const MOD_COLORS = Object.fromEntries(
  COLORS.map((c) => [c, c.startsWith("bright_") ? `${c.slice("bright_".length)}Bright` : c]),
) as Record<ColorName, string>;

const ROLE_COLORS: Record<UiRole, string> = {
  wall: "white",
  floor: "gray",
  door: "yellow",
  stairs: "cyanBright",
  pile: "magentaBright",
  hero: "yellowBright",
  title: "cyanBright",
  highlight: "cyanBright",
  dim: "gray",
  good: "green",
  warning: "yellow",
  danger: "red",
};

/**
 * NO_COLOR (no-color.org): present and not empty means no colour. Read once at start-up;
 * chalk ignores it, which is why every colour goes through a theme.
 */
export const ENV_NO_COLOR = (process.env.NO_COLOR ?? "") !== "";

/** The one theme function; `noColor` makes every colour undefined (Ink then prints plain text). */
export function createTheme(noColor: boolean = ENV_NO_COLOR): Theme {
  if (noColor) return () => undefined;
  return (name) => (name in ROLE_COLORS ? ROLE_COLORS[name as UiRole] : MOD_COLORS[name as ColorName]);
}
