import { Text } from "./Text.js";
import { primaryKey, type NamedInput } from "../keymap.js";
import { fitHints } from "../fit-hints.js";
import { useBindings } from "../hooks/use-bindings.js";
import { useTheme } from "../hooks/use-theme.js";
import { useTerminalSize } from "../hooks/use-terminal-size.js";

/** A hint: the input, what it does, then shorter ways to say that for a narrow line (see `fitHints`). */
export type HintItem = readonly [NamedInput, string, ...string[]];

/** Columns the screens' side padding takes (one each side). */
const PADDING = 2;

/**
 * `? help  q quit`: key names come from the key map, so a rebinding shows up here too.
 * Fitted to `width` (the terminal's width less the usual padding, unless told), giving up
 * room from the front so the last hints always show. The `spare` inputs go first, in their
 * order, when the line is short of room: what another key also does, so the keys a screen
 * cannot do without keep their place.
 */
export function HintLine(props: { items: readonly HintItem[]; width?: number; lead?: string; spare?: readonly NamedInput[] }) {
  const theme = useTheme();
  const bindings = useBindings();
  const terminal = useTerminalSize();
  const width = props.width ?? terminal.columns - PADDING;
  // A first-run hint goes in front, in the highlight colour; the usual hints fit in the rest.
  const lead = props.lead ? `${props.lead}  ` : "";
  const room = Math.max(0, width - [...lead].length);
  const hints = (items: readonly HintItem[]) =>
    items.map(([input, word, ...shorter]) => [primaryKey(input, bindings), word, ...shorter] as const);
  let items = props.items;
  for (const input of props.spare ?? []) {
    if ([...fitHints(hints(items), Number.MAX_SAFE_INTEGER)].length <= room) break;
    items = items.filter(([i]) => i !== input);
  }
  const text = fitHints(hints(items), room);
  return (
    <Text color={theme("dim")} wrap="truncate">
      {lead ? <Text color={theme("highlight")}>{lead}</Text> : null}
      {text}
    </Text>
  );
}
