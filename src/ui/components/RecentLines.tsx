import { Box } from "ink";
import { Text } from "./Text.js";
import { useTheme } from "../hooks/use-theme.js";
import { useTerminalSize } from "../hooks/use-terminal-size.js";
import type { ThemeColor } from "../theme.js";
import { wrapLog } from "../screens/log.js";
import type { Standing } from "../../game/queries/index.js";
import { foldTail, markedLine } from "../message-lines.js";

/**
 * The last `count` lines of the log, repeats folded, oldest first, each marked whether the
 * last command wrote (any of) it. A refusal is not in the log: it takes the bottom line.
 */
export function recentLines(log: readonly string[], messages: readonly string[], refused: string | undefined, count: number) {
  if (count <= 0) return [];
  const fromLog = refused === undefined ? count : count - 1;
  const firstFresh = refused === undefined ? log.length - messages.length : log.length;
  const lines = foldTail(log, fromLog).map((f) => ({ text: f.text, count: f.count, fresh: f.last >= firstFresh, refused: false }));
  return refused === undefined ? lines : [...lines, { text: refused, count: 1, fresh: true, refused: true }];
}

/** A message to show, in a colour of the theme (or the plain text colour). */
export interface MessageLine {
  readonly text: string;
  readonly color?: ThemeColor;
}

/**
 * The newest messages as at most `count` rows of `width` cells: each message wrapped
 * (its later rows indented, as the log does) and kept whole, newest last; older ones make
 * room. Only a newest message longer than all the rows is cut, with "…" at its end.
 */
function messageRows(lines: readonly MessageLine[], count: number, width: number): MessageLine[] {
  const rows: MessageLine[] = [];
  for (let i = lines.length - 1; i >= 0 && rows.length < count; i--) {
    const line = lines[i]!;
    const wrapped = wrapLog([line.text], width).map((text) => ({ ...line, text }));
    if (rows.length + wrapped.length <= count) for (let j = wrapped.length - 1; j >= 0; j--) rows.unshift(wrapped[j]!);
    else if (rows.length === 0) {
      const kept = wrapped.slice(0, count);
      const last = [...kept.at(-1)!.text];
      kept[kept.length - 1] = { ...line, text: `${last.slice(0, Math.max(0, Math.min(last.length, width - 1))).join("")}…` };
      return kept;
    } else break;
  }
  return rows;
}

/** Messages in `count` rows, bottom-aligned, wrapped to `width` (the terminal's less the usual padding, unless told). */
export function MessageRows(props: { lines: readonly MessageLine[]; count: number; width?: number }) {
  const theme = useTheme();
  const terminal = useTerminalSize();
  const rows = messageRows(props.lines, props.count, props.width ?? terminal.columns - 2);
  return (
    <Box flexDirection="column" height={props.count} justifyContent="flex-end">
      {rows.map((line, i) => (
        <Text key={i} wrap="truncate" color={line.color && theme(line.color)}>
          {line.text}
        </Text>
      ))}
    </Box>
  );
}

/** Those lines, `count` rows tall and bottom-aligned: the last command's bright, older ones dim, a refusal in the warning colour, an important line (`standing`) in its own colour behind its glyph. */
export function RecentLines(props: {
  log: readonly string[];
  messages: readonly string[];
  refused: string | undefined;
  count: number;
  width?: number;
  standing?: (line: string) => Standing | undefined;
}) {
  const lines = recentLines(props.log, props.messages, props.refused, props.count).map((line): MessageLine => {
    const color: ThemeColor | undefined = line.refused ? "warning" : line.fresh ? undefined : "dim";
    return markedLine(line, line.refused ? undefined : props.standing?.(line.text), color);
  });
  return <MessageRows lines={lines} count={props.count} {...(props.width === undefined ? {} : { width: props.width })} />;
}
