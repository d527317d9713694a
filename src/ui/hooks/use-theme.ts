import { createContext, useContext } from "react";
import { createTheme, type Theme } from "../theme.js";

/** The App provides its theme here so every component colours through the same function. */
export const ThemeContext = createContext<Theme>(createTheme());

export function useTheme(): Theme {
  return useContext(ThemeContext);
}
