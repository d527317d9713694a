import { COLORS, type ColorName } from "../content/catalog.js";
import type { UiRole } from "./theme.js";

/** The themes a player can pick (`--theme NAME`, options.toml `theme = "NAME"`). */
export const THEME_NAMES = ["default", "high-contrast", "monochrome", "colour-blind"] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** One theme: an Ink colour (chalk name or `#rrggbb`) for each UI role and each mod colour. */
export interface Palette {
  readonly roles: Readonly<Record<UiRole, string>>;
  readonly mod: Readonly<Record<ColorName, string>>;
}

const base = (c: ColorName) => (c.startsWith("bright_") ? c.slice("bright_".length) : c);
// Mod colours are chalk's names; `bright_x` is chalk's `xBright`.
const chalkName = (c: ColorName) => (c.startsWith("bright_") ? `${base(c)}Bright` : c);
const modColors = (pick: (c: ColorName) => string) => Object.fromEntries(COLORS.map((c) => [c, pick(c)])) as Record<ColorName, string>;

const DEFAULT: Palette = {
  roles: {
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
  },
  mod: modColors(chalkName),
};

// Bright everything: dim text is plain white, nothing is drawn in gray or black.
const HIGH_CONTRAST: Palette = {
  roles: {
    wall: "whiteBright",
    floor: "white",
    door: "yellowBright",
    stairs: "cyanBright",
    pile: "magentaBright",
    hero: "yellowBright",
    title: "whiteBright",
    highlight: "cyanBright",
    dim: "white",
    good: "greenBright",
    warning: "yellowBright",
    danger: "redBright",
  },
  mod: modColors((c) => (base(c) === "gray" || base(c) === "black" ? "white" : `${base(c)}Bright`)),
};

// One hue in three brightnesses: every meaning is left to its glyph or word (a test holds them).
const MONOCHROME: Palette = {
  roles: {
    wall: "white",
    floor: "gray",
    door: "white",
    stairs: "whiteBright",
    pile: "white",
    hero: "whiteBright",
    title: "whiteBright",
    highlight: "whiteBright",
    dim: "gray",
    good: "white",
    warning: "whiteBright",
    danger: "whiteBright",
  },
  mod: modColors((c) => (base(c) === "gray" || base(c) === "black" ? "gray" : c.startsWith("bright_") ? "whiteBright" : "white")),
};

/**
 * Okabe & Ito's palette (designed to stay apart under deuteranopia and protanopia). Red
 * becomes vermillion and green a bluish green; a mod's `bright_x` folds into `x` so the
 * set of hues stays the safe one (test/ui/theme-palettes.test.ts simulates both).
 */
const OKABE_ITO: Record<string, string> = {
  black: "#000000",
  red: "#D55E00",
  green: "#009E73",
  yellow: "#F0E442",
  blue: "#0072B2",
  magenta: "#CC79A7",
  cyan: "#56B4E9",
  white: "#FFFFFF",
  gray: "#5A5A5A",
};
const OKABE_ORANGE = "#E69F00";
const COLOUR_BLIND: Palette = {
  roles: {
    wall: OKABE_ITO["white"]!,
    floor: OKABE_ITO["gray"]!,
    door: OKABE_ORANGE,
    stairs: OKABE_ITO["cyan"]!,
    pile: OKABE_ITO["magenta"]!,
    hero: OKABE_ITO["yellow"]!,
    title: OKABE_ITO["cyan"]!,
    highlight: OKABE_ITO["cyan"]!,
    dim: OKABE_ITO["gray"]!,
    good: OKABE_ITO["blue"]!,
    warning: OKABE_ORANGE,
    danger: OKABE_ITO["red"]!,
  },
  mod: modColors((c) => OKABE_ITO[base(c)]!),
};

export const PALETTES: Readonly<Record<ThemeName, Palette>> = {
  default: DEFAULT,
  "high-contrast": HIGH_CONTRAST,
  monochrome: MONOCHROME,
  "colour-blind": COLOUR_BLIND,
};

export const isThemeName = (name: string): name is ThemeName => (THEME_NAMES as readonly string[]).includes(name);
