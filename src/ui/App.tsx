import { useApp, useInput, type Key } from "ink";
import { useMemo, useRef, useState } from "react";
import type { Registries } from "../content/registries.js";
import type { FloorBuilder } from "../game/index.js";
import { ThemeContext } from "./hooks/use-theme.js";
import { useTerminalSize } from "./hooks/use-terminal-size.js";
import { endsBurst, watch } from "./key-burst.js";
import { toInput } from "./keymap.js";
import { handleInput, inputMode } from "./screens/index.js";
import type { LoadSummary } from "./screens/TitleView.js";
import { isTooSmall, TooSmallView } from "./screens/TooSmallView.js";
import { dispatch, initialSession, screenContext, type Session, type SessionDeps } from "./session.js";
import { StackView } from "./StackView.js";
import { createTheme, ENV_NO_COLOR } from "./theme.js";

export interface AppProps {
  readonly registries: Registries;
  readonly load: LoadSummary;
  readonly seed: string;
  readonly buildFloor: FloorBuilder;
  /** Overrides for what is otherwise read from the environment (tests set these). */
  readonly env?: { readonly noColor?: boolean };
}

/**
 * The whole UI: one input listener that turns keys into named inputs, hands them to the
 * top screen and applies its response. No focus hooks: they would take Tab and Escape.
 */
export function App(props: AppProps) {
  const { exit } = useApp();
  const size = useTerminalSize();
  const noColor = props.env?.noColor ?? ENV_NO_COLOR;
  const theme = useMemo(() => createTheme(noColor), [noColor]);
  const deps: SessionDeps = { registries: props.registries, seed: props.seed, buildFloor: props.buildFloor };
  // Several keys can arrive in one stdin chunk before React re-renders; the ref makes
  // each one see the session the previous one left.
  const current = useRef<Session>(initialSession());
  const [session, setSession] = useState(current.current);
  const tooSmall = isTooSmall(size);

  /** Handles one key; true when the keys after it are not to be handled (the app exits, or a burst ends). */
  const handleKey = (text: string, key: Key): boolean => {
    const top = current.current.stack.at(-1);
    if (!top) return false;
    const ctx = screenContext(current.current, deps, size);
    const input = toInput(text, key, inputMode(top, ctx));
    if (input === undefined) return false;
    // Nothing is visible to answer a popup with while the window is too small: only quitting works.
    if (tooSmall) {
      if (input === "quit") exit();
      return input === "quit";
    }
    const before = watch(current.current);
    const response = handleInput(top, input, ctx);
    const result = dispatch(current.current, response, deps);
    current.current = result.session;
    if (result.exit) exit();
    return result.exit || endsBurst(response, before, watch(result.session));
  };

  useInput((text: string, key: Key) => {
    // Keys typed faster than a frame (or a held key) arrive as one chunk: "hhj" is three
    // steps. A burst ends where the hero meets what the player has not seen yet (a fight,
    // enemies in sight, the end of a run): the keys typed after it are dropped.
    const plain = text.length > 1 && !key.ctrl && !key.meta && !text.includes("\u001b");
    for (const ch of plain ? [...text] : [text]) if (handleKey(ch, key)) break;
    setSession(current.current);
  });

  // One line short of the terminal: a frame as tall as the terminal makes Ink clear the screen on every redraw.
  const height = size.rows - 1;
  return (
    <ThemeContext.Provider value={theme}>
      {tooSmall ? (
        <TooSmallView columns={size.columns} rows={size.rows} />
      ) : (
        <StackView session={session} registries={props.registries} load={props.load} width={size.columns} height={height} />
      )}
    </ThemeContext.Provider>
  );
}
