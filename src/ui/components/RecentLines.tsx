import { Box } from "ink";
import { Text } from "./Text.js";
import { useTheme } from "../hooks/use-theme.js";

/**
 * The last `count` lines of the log, oldest first, each marked whether the last command
 * wrote it. A refusal is not in the log: it takes the bottom line.
 */
export function recentLines(log: readonly string[], messages: readonly string[], refused: string | undefined, count: number) {
  if (count <= 0) return [];
  const fromLog = refused === undefined ? count : count - 1;
  const fresh = refused === undefined ? messages.length : 0;
  const tail = fromLog > 0 ? log.slice(-fromLog) : [];
  const lines = tail.map((text, i) => ({ text, fresh: i >= tail.length - fresh, refused: false }));
  return refused === undefined ? lines : [...lines, { text: refused, fresh: true, refused: true }];
}

/** Those lines, `count` rows tall and bottom-aligned: the last command's bright, older ones dim, a refusal in the warning colour. */
export function RecentLines(props: { log: readonly string[]; messages: readonly string[]; refused: string | undefined; count: number }) {
  const theme = useTheme();
  const lines = recentLines(props.log, props.messages, props.refused, props.count);
  return (
    <Box flexDirection="column" height={props.count} justifyContent="flex-end">
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate" color={line.refused ? theme("warning") : line.fresh ? undefined : theme("dim")}>
          {line.text}
        </Text>
      ))}
    </Box>
  );
}
