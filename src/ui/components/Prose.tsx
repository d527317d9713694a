import { Text } from "./Text.js";
import { useTheme } from "../hooks/use-theme.js";
import type { ThemeColor } from "../theme.js";
import { wrapSegments } from "../wrap-segments.js";

/**
 * Running text broken into rows of `width` cells at spaces, one row a line. Ink's own
 * wrapping keeps the space it broke at, so its next row starts with a stray blank
 * (` them.`); every wrapped paragraph of the UI goes through this instead.
 */
export function Prose(props: { text: string; width: number; color?: ThemeColor; bold?: boolean }) {
  const theme = useTheme();
  const rows = wrapSegments([{ text: props.text }], props.width).map((row) => row.map((s) => s.text).join(""));
  return (
    <>
      {rows.map((row, i) => (
        <Text key={i} wrap="truncate" bold={props.bold} color={props.color && theme(props.color)}>
          {row || " "}
        </Text>
      ))}
    </>
  );
}
