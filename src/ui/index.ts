/** The terminal UI's public surface: the App to render, and the key map and theme it is built on. */
export { App, type AppProps } from "./App.js";
export { BINDINGS, keyLabel, keysFor, toInput, type Binding, type Input, type InputMode, type NamedInput } from "./keymap.js";
export { createTheme, ENV_NO_COLOR, UI_ROLES, type Theme, type ThemeColor, type UiRole } from "./theme.js";
export { MIN_COLUMNS, MIN_ROWS } from "./screens/TooSmallView.js";
export type { LoadSummary } from "./screens/TitleView.js";
