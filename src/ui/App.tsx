import { useApp, useInput, type Key } from "ink";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Registries } from "../content/registries.js";
import type { FloorBuilder, MonsterMemory } from "../game/index.js";
import { useBindings } from "./hooks/use-bindings.js";
import { ThemeContext } from "./hooks/use-theme.js";
import { useTerminalSize } from "./hooks/use-terminal-size.js";
import { endsBurst } from "./key-burst.js";
import { toInput, type Input } from "./keymap.js";
import { askToQuit, handleInput, inputMode, runInPlay } from "./screens/index.js";
import type { HighScores } from "../profile/high-scores.js";
import type { RunEnded } from "./run-summary.js";
import type { LoadSummary } from "./screens/TitleView.js";
import { isTooSmall, TooSmallView } from "./screens/TooSmallView.js";
import {
  dispatch,
  initialSession,
  screenContext,
  optionsOf,
  withOptions,
  type SaveHooks,
  type SeedSource,
  type Session,
  type SessionDeps,
} from "./session.js";
import { StackView } from "./StackView.js";
import { closeOverlays, frameFor } from "./screen-stack.js";
import { TravelLoop } from "./travel-loop.js";
import { createTheme, ENV_NO_COLOR, type ThemeName } from "./theme.js";
import { hintsLive, retireHint } from "./first-hints.js";
import { DEFAULT_OPTIONS } from "../profile/options-file.js";
import type { Options } from "./options.js";
import type { ScriptHost } from "../content/script-port.js";

/** How long one go at a burst of keys may run before the event loop gets a turn (signals wait no longer). */
const BURST_SLICE_MS = 100;

/** Without a profile's options (tests, a bare App) hints are off: there is nowhere to remember them. */
const NO_PROFILE_OPTIONS: Options = { ...DEFAULT_OPTIONS, hints: false };

/** Control characters that may come several in one chunk, and the key Ink names each alone. */
const CHUNK_KEYS: Partial<Record<string, "delete" | "return" | "tab">> = { "\u007f": "delete", "\r": "return", "\t": "tab" };

export interface AppProps {
  readonly registries: Registries;
  readonly load: LoadSummary;
  /** `--seed`'s value for every run, or a function that draws a new seed for each new run. */
  readonly seed: SeedSource;
  readonly buildFloor: FloorBuilder;
  /** The load's script engine (absent: no mod has scripts): new games get it beside the floor builder. */
  readonly scripts?: ScriptHost;
  /** The best runs so far, for the title screen (read by the caller; the UI reads no file). */
  readonly scores?: HighScores;
  /** The profile's monster memory, for the look (read by the caller). */
  readonly memory?: MonsterMemory;
  /** Told when a run ends (the caller writes the morgue file, the monster memory and the high score). */
  readonly runEnded?: RunEnded;
  /** Reads the best runs again (the caller reads the file): the title shows them fresh each time it comes back. */
  readonly readScores?: () => HighScores;
  /** The save slot (the CLI's; tests may hand in their own or none). */
  readonly saves?: SaveHooks;
  /** Overrides for what is otherwise read from the environment (tests set these). */
  readonly env?: { readonly noColor?: boolean };
  /** The launch's palette (`--theme`): over the options' theme until one is chosen on the options screen. NO_COLOR still wins. */
  readonly theme?: ThemeName;
  /** `--wizard [--floor N]`: what every new run is. */
  readonly newRun?: SessionDeps["newRun"];
  /** The profile's options (options.toml); without them hints are off. */
  readonly options?: Options;
  /** Saves changed options in the profile (the UI reads and writes no file); returns a failure's one line. */
  readonly saveOptions?: (options: Options) => string | undefined;
}

/**
 * The whole UI: one input listener that turns keys into named inputs, hands them to the
 * top screen and applies its response. No focus hooks: they would take Tab and Escape. The
 * key map is the one in `BindingsContext` (the defaults unless the caller provides keys.toml's).
 */
export function App(props: AppProps) {
  const { exit } = useApp();
  const size = useTerminalSize();
  const noColor = props.env?.noColor ?? ENV_NO_COLOR;
  const bindings = useBindings();
  const deps: SessionDeps = {
    registries: props.registries,
    bindings,
    seed: props.seed,
    buildFloor: props.buildFloor,
    ...(props.scripts ? { scripts: props.scripts } : {}),
    ...(props.runEnded ? { runEnded: props.runEnded } : {}),
    ...(props.readScores ? { readScores: props.readScores } : {}),
    ...(props.saves ? { saves: props.saves } : {}),
    ...(props.newRun ? { newRun: props.newRun } : {}),
    ...(props.saveOptions ? { saveOptions: props.saveOptions } : {}),
  };
  // Several keys can arrive in one stdin chunk before React re-renders; the ref makes
  // each one see the session the previous one left.
  const current = useRef<Session>(
    initialSession(
      props.saves,
      props.scores,
      { ...(props.options ?? NO_PROFILE_OPTIONS), ...(props.theme ? { theme: props.theme } : {}) },
      props.memory,
    ),
  );
  const [session, setSession] = useState(current.current);
  const themeName = optionsOf(session).theme;
  const theme = useMemo(() => createTheme(noColor, themeName), [noColor, themeName]);
  const tooSmall = isTooSmall(size);
  // Ink re-subscribes the input handler in an effect after the frame is drawn: a key in
  // between would meet the size of the frame before. The ref always holds the drawn one.
  const drawn = useRef(size);
  drawn.current = size;
  const travel = useRef<TravelLoop>(undefined);
  travel.current ??= new TravelLoop(
    () => current.current,
    (next) => {
      current.current = next;
      setSession(next);
    },
    deps,
    undefined,
    () => optionsOf(current.current).autopickup,
  );
  useEffect(() => () => travel.current?.cancel(), []);

  /** Handles one key; true when the keys after it are not to be handled (the app exits, or a burst ends). */
  const handleKey = (chunkText: string, chunkKey: Key): boolean => {
    const top = current.current.stack.at(-1);
    if (!top) return false;
    // Any key stops a travel under way, and does nothing else: the player looks first.
    if (travel.current?.busy) {
      travel.current.interrupt();
      return true;
    }
    const small = isTooSmall(drawn.current);
    // A chunk of Backspaces ("\x7f\x7f\x7f"), Enters or Tabs is split into single characters:
    // each is the key Ink would have named had it come alone.
    const named = CHUNK_KEYS[chunkText];
    const [text, key] = named ? ["", { ...chunkKey, [named]: true }] : [chunkText, chunkKey];
    const ctx = screenContext(current.current, deps, drawn.current);
    // Too small, nothing is drawn but the notice: it answers a quit key by asking (the
    // question is drawn in the notice) and then the question; every other key waits.
    const asking = top.kind === "confirm";
    const input = toInput(text, key, small && !asking ? "keys" : inputMode(top, ctx), bindings);
    if (input === undefined || (small && !asking && input !== "quit")) return false;
    retireHintOf(input);
    const response = small && !asking ? askToQuit(runInPlay(ctx.game)) : handleInput(top, input, ctx);
    if (response.type === "travel") {
      // A travel walks on the map: a look or the overview it was chosen from has done its job.
      current.current = { ...current.current, stack: closeOverlays(current.current.stack) };
      travel.current?.start(response.goal);
      return true;
    }
    const result = dispatch(current.current, response, deps);
    current.current = result.session;
    if (result.exit) exit();
    return result.exit || endsBurst(response, result.changes);
  };

  /** Using a first-run hint's input retires its hint for good (saved in the profile at once). */
  const retireHintOf = (input: Input) => {
    const now = current.current;
    if (!hintsLive(optionsOf(now), now.scores, now.game)) return;
    const options = retireHint(optionsOf(now), input);
    if (options !== optionsOf(now)) current.current = withOptions(now, options, deps);
  };

  /** Chunks of keys not handled yet, oldest first; `later` is the continuation waiting to handle them. */
  const pending = useRef<{ chars: string[]; key: Key }[]>([]);
  const later = useRef<ReturnType<typeof setImmediate> | undefined>(undefined);
  useEffect(() => () => (later.current === undefined ? undefined : clearImmediate(later.current)), []);

  /**
   * Handles the pending keys in order. Past `BURST_SLICE_MS` of turns it hands the rest to a
   * continuation: between the two the event loop runs, so a SIGTERM or SIGHUP (save and quit) is
   * not kept waiting behind a long burst of turns that run heavy scripts. The keys and their
   * order are the same either way; only the frames drawn between differ.
   */
  const drain = () => {
    later.current = undefined;
    const start = performance.now();
    while (pending.current.length > 0) {
      const chunk = pending.current[0]!;
      const ended = handleKey(chunk.chars.shift()!, chunk.key);
      // A burst ends where the hero meets what the player has not seen yet: the rest of its chunk is dropped.
      if (ended || chunk.chars.length === 0) pending.current.shift();
      if (pending.current.length > 0 && performance.now() - start > BURST_SLICE_MS) {
        later.current = setImmediate(drain);
        break;
      }
    }
    setSession(current.current);
  };

  useInput((text: string, key: Key) => {
    // Keys typed faster than a frame (or a held key) arrive as one chunk: "hhj" is three
    // steps. A burst ends where the hero meets what the player has not seen yet (a fight,
    // enemies in sight, the end of a run): the keys typed after it are dropped.
    const plain = text.length > 1 && !key.ctrl && !key.meta && !text.includes("\u001b");
    pending.current.push({ chars: plain ? [...text] : [text], key });
    // A continuation already waiting handles this chunk after the ones before it.
    if (later.current === undefined) drain();
  });

  const { height } = frameFor(size);
  return (
    <ThemeContext.Provider value={theme}>
      {tooSmall ? (
        <TooSmallView columns={size.columns} rows={size.rows} top={session.stack.at(-1)} />
      ) : (
        <StackView session={session} registries={props.registries} load={props.load} width={size.columns} height={height} />
      )}
    </ThemeContext.Provider>
  );
}
