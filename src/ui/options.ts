import type { Options as ProfileOptions } from "../profile/options-file.js";
import type { ThemeName } from "./theme-palettes.js";

/** The profile's options (options.toml) as the UI holds them: the theme is one of the UI's palettes. */
export type Options = ProfileOptions<ThemeName>;
