import { createContext, useContext } from "react";
import { BINDINGS, type Binding } from "../keymap.js";

/**
 * The key map in use: the defaults, or what the profile's keys.toml made of them. The caller
 * (`cli/play.tsx`) provides it above the App, so the terminal's own Ctrl+Z handler reads it too.
 */
export const BindingsContext = createContext<readonly Binding[]>(BINDINGS);

/** The key map in use, for keys, help and hint lines. */
export function useBindings(): readonly Binding[] {
  return useContext(BindingsContext);
}
